/** Process utilities shared by the providers and the local runner. */
export { findExecutable } from './find-executable';
export { spawnManaged, type ChildExit, type ChildOptions, type ManagedChild } from './managed-child';
