/** What the payee form holds: every field as typed (a method's fields stay empty for the other). */
export type PayeeFormValues = Record<
  | 'method'
  | 'country'
  | 'bank'
  | 'bank_account'
  | 'account_holder'
  | 'swift'
  | 'branch_postal_code'
  | 'paypal'
  | 'telephone'
  | 'address'
  | 'id_number'
  | 'facebook',
  string
>;

export const EMPTY: PayeeFormValues = {
  method: '',
  country: '',
  bank: '',
  bank_account: '',
  account_holder: '',
  swift: '',
  branch_postal_code: '',
  paypal: '',
  telephone: '',
  address: '',
  id_number: '',
  facebook: '',
};
