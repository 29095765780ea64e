/** The payout feature's parts other features use. Its screen loads through the route table. */
export { SalaryNav } from './components/SalaryNav';
