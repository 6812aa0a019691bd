export { ApiError, getJson, postJson, postForm } from './api';
export { useResource, type Resource } from './use-resource';
export { ComingSoon, type RemotePageProps } from './coming-soon';
export { renderStandalone } from './standalone';
export { SITE, telHref } from './site';
