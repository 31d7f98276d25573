export { parseSearchForm } from '@qanoon/contracts';
