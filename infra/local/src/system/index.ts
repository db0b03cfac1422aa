/** Starting the whole system locally (runner and end-to-end tests). */
export { startSystem, type RunningSystem, type ServiceExit, type StartSystemOptions } from './start-system';
export { BUCKETS, LOAD_TEST_ENV, SERVICES, withDatabase, type ServiceSpec, type SystemContext } from './services';
export { bookForeignAndOwn, DESIGNER_READS, probeDesignerScope, type ForeignWork, type ScopeProbe } from './designer-scope';
