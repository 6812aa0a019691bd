/**
 * The router's parts the shell uses, by name. The start-up loads this module in a task of its own
 * (index.ts); importing react-router-dom there as a whole would keep every export of it (its data
 * routers, server helpers and all), where named re-exports let the bundler drop what is unused.
 */
export {
  BrowserRouter,
  Link,
  NavLink,
  Route,
  Routes,
  useLocation,
  useNavigate,
  useNavigationType,
  useParams,
} from 'react-router-dom';
