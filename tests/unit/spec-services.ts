// The services of the spec's Income Tax and Payroll menus, which are also the services of /income-tax and
// /payroll (content-facts*.test.ts).
// Spec §2: the Income Tax menu and the /income-tax services are the same thirteen.
export const INCOME_TAX_SERVICES = [
  'Income Tax E-Filing',
  'Business Tax Filing',
  'ITR-1 Return Filing',
  'ITR-2 Return Filing',
  'ITR-3 Return Filing',
  'ITR-4 Return Filing',
  'ITR-5 Return Filing',
  'ITR-6 Return Filing',
  'ITR-7 Return Filing',
  '15CA-15CB Filing',
  'TAN Registration',
  'TDS Return Filing',
  'Income Tax Notice',
];
// The Payroll menu is HR & Payroll, then the eight /payroll services.
export const PAYROLL_SERVICES = [
  'PF Registration',
  'ESI Registration',
  'PF Return Filing',
  'ESI Return Filing',
  'Professional Tax Registration',
  'Professional Tax Return Filing',
  'Provident Fund Management',
  'Employee State Insurance',
];
