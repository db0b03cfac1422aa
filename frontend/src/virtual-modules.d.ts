/** The static antd stylesheets of build/antd-static-css.ts. */
declare module 'virtual:antd/customer.css';
declare module 'virtual:antd/admin.css';
