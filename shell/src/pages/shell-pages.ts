import type { PageComponent } from '../federation/page-cache';
import { Sitemap } from './sitemap';

/** The pages the shell draws itself (route table entries with `remote: 'shell'`), by module. */
export const SHELL_PAGES: Record<string, PageComponent> = { Sitemap };
