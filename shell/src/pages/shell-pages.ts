import type { ComponentType } from 'react';
import { Sitemap } from './sitemap';

/** A route's page: the shell's own or a remote's exposed module, given the route's title and props. */
export type PageComponent = ComponentType<{ title: string } & Record<string, unknown>>;

/** The pages the shell draws itself (route table entries with `remote: 'shell'`), by module. */
export const SHELL_PAGES: Record<string, PageComponent> = { Sitemap };
