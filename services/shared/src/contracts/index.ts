/** @cabinetry/shared/contracts: browser-safe schemas, types, option lists and rules (docs/product.md §3, §5, §7). */
export * from './options';
export * from './schema';
export * from './countries';
export * from './types';
export * from './schemas';
export * from './validation-result';
export * from './rules';
export * from './admin';
export * from './availability';
export * from './leads';
export * from './appointments-admin';
export * from './internal';
export * from './brand';
export * from './images';
export * from './audit';
export * from './errors';
export * from './resume';
