/** Starting the whole system locally (runner and end-to-end tests). */
export { startSystem, type RunningSystem, type ServiceExit, type StartSystemOptions } from './start-system';
export { LOAD_TEST_ENV, SERVICES, type ServiceSpec, type SystemContext } from './services';
