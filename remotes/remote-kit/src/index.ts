export { ApiError, getJson, postForm, postFormWithProgress, postJson } from './api';
export { useResource, type Resource } from './use-resource';
export { ComingSoon, type RemotePageProps } from './coming-soon';
export { renderStandalone } from './standalone';
export { SITE, telHref } from './site';
