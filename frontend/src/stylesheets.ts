/**
 * The customer pages' stylesheets: antd's static CSS for the components they use, then the brand's.
 * An entry of index.html of its own (not imported by the app), so a pre-rendered page, which has
 * them inlined, does not load them again when boot.ts starts the app.
 */
import 'virtual:antd/customer.css';
import './styles.css';
