/**
 * Staff actions on contracts (the back office's registry: each one is a /admin/v1 route, a CLI
 * command and an OpenAPI entry), by what they act on: applications (applications.ts), contracts
 * on their way to signature (signing.ts), contracts in force (term.ts), and reading them
 * (records.ts). Editors act on their own authors' applications and contracts, admins on all.
 */
import { approveApplication, listApplications, rejectApplication, requestApplicationInfo } from './applications';
import { listContracts, showContract } from './records';
import { changeContractType, countersignContract, prepareContract } from './signing';
import { endContract, expireDue } from './term';

/** In the order the back office lists them. */
export const contractActions = [
  listApplications,
  approveApplication,
  rejectApplication,
  requestApplicationInfo,
  listContracts,
  prepareContract,
  changeContractType,
  countersignContract,
  endContract,
  showContract,
  expireDue,
];
