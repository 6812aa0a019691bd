import { createBrowserRouter, type RouteObject } from 'react-router-dom';
import { RemotePage } from '../federation/remote-page';
import { NotFound } from '../pages/not-found';
import { ROUTES } from '../routes/route-table';
import { AppLayout } from './app';

/** Every route of the table renders its remote's module inside the shell's layout. */
export function buildRoutes(): RouteObject[] {
  return [
    {
      element: <AppLayout />,
      children: [
        ...ROUTES.map<RouteObject>((route) => ({
          path: route.path,
          handle: { title: route.title },
          element: <RemotePage key={route.path} route={route} />,
        })),
        { path: '*', handle: { title: 'Page not found' }, element: <NotFound /> },
      ],
    },
  ];
}

export const createRouter = () => createBrowserRouter(buildRoutes());
