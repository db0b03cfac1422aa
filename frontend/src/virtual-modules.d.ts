/** The static antd stylesheets of build/antd-static-css.ts. */
declare module 'virtual:antd/customer.css';
declare module 'virtual:antd/admin.css';
declare module 'virtual:antd/modal.css';

/** A shared schema's standalone validator, by its export name in @cabinetry/shared/contracts (build/ajv-validators.ts). */
declare module 'virtual:validator/*' {
  import type { CompiledValidator } from '@cabinetry/shared/contracts';
  const validator: CompiledValidator;
  export default validator;
}
