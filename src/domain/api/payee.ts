import Type, { type Static } from 'typebox';
import { Count, IsoTime, Nullable, OneOf, Text } from './common';
import { PAYEE_METHODS } from '../payee';
import { V } from '../schemas/messages';
import { SecondFactorField } from './two-factor';

/**
 * Payee details on the wire (/salaryManage/salaryManageInfo). Read answers carry every
 * value masked to its last four characters; the clear values come only from payee.reveal, after
 * the password again.
 */
const fields = {
  method: OneOf(PAYEE_METHODS, 'bank transfer or PayPal', V.payeeMethodRequired),
  country: Type.Optional(Text(2, 'the bank’s country, ISO 3166-1 alpha-2 (bank transfer)', 'DE', V.bankCountryRequired)),
  bank: Type.Optional(Text(120, 'the bank’s name (bank transfer)', 'Hafenbank Kiel', V.bankRequired)),
  bank_account: Type.Optional(Text(42, 'the account number; an IBAN in an IBAN country (bank transfer)', 'DE89370400440532013000', V.bankAccountRequired)),
  account_holder: Type.Optional(Text(120, 'the account holder (bank transfer)', 'Mara Quill', V.accountHolderRequired)),
  swift: Type.Optional(Text(14, 'SWIFT/BIC (bank transfer)', 'COBADEFFXXX', V.swiftRequired)),
  branch_postal_code: Type.Optional(Text(16, 'the postal code of the branch (bank transfer)', '24103', V.branchPostalRequired)),
  paypal: Type.Optional(Text(254, 'the PayPal email (PayPal)', 'mara@example.test', V.paypalRequired)),
  telephone: Text(32, 'telephone, with its country code', '+49 151 23456789', V.phoneRequired),
  address: Text(500, 'postal address', 'Hafenstraße 12, 24103 Kiel', V.addressRequired),
  id_number: Text(40, 'ID number', 'T22000129', V.idNumberRequired),
  facebook: Text(200, 'Facebook or other social account', 'facebook.com/maraquill', V.socialRequired),
};

/** The details as entered (payee.save adds the password and version; payee.reveal answers these in clear). */
export const PayeeValues = Type.Object(fields);
export type PayeeValues = Static<typeof PayeeValues>;

export const PayeeSaveRequest = Type.Object({
  ...fields,
  password: Text(1024, 'the account password again', 'long-enough-password', V.passwordRequired),
  ...SecondFactorField,
  version: Type.Integer({ minimum: 0, maximum: 2_147_483_647, description: 'the version the form was read at (0 for the first entry)', examples: [3] }),
});
export type PayeeSaveRequest = Static<typeof PayeeSaveRequest>;

export const PayeeRevealRequest = Type.Object({ password: Text(1024, 'the account password again', 'long-enough-password', V.passwordRequired), ...SecondFactorField });
export type PayeeRevealRequest = Static<typeof PayeeRevealRequest>;

const Masked = (description: string, example: string) => Nullable(Type.String({ description: `${description}, masked to its last four characters`, examples: [example] }));

export const PayeeChangeEntry = Type.Object({
  at: IsoTime('when it was saved'),
  fields: Type.Array(Type.String({ examples: ['bank_account'] }), { description: 'the fields that changed (all on the first entry)' }),
  device: Nullable(Type.String({ description: 'the browser it came from (its user agent, shortened)', examples: ['Chrome 131 on Windows'] })),
  ip_address: Nullable(Type.String({ description: 'the network address, masked', examples: ['203.0.113.•••'] })),
  hold_until: Nullable(IsoTime('payouts waited until then because of this change')),
});
export type PayeeChangeEntry = Static<typeof PayeeChangeEntry>;

/** GET /v1/payee.info */
export const PayeeInfo = Type.Object({
  /** null: no details yet */
  details: Nullable(
    Type.Object({
      method: OneOf(PAYEE_METHODS),
      country: Nullable(Type.String({ examples: ['DE'] })),
      bank: Masked('the bank', '•••• Kiel'),
      bank_account: Masked('the account number', '••••••••••••••••••3000'),
      account_holder: Masked('the account holder', '••••••uill'),
      swift: Masked('SWIFT/BIC', '•••••••FXXX'),
      branch_postal_code: Masked('the branch’s postal code', '•4103'),
      paypal: Masked('the PayPal email', '••••••••••test'),
      telephone: Masked('the telephone', '•••••••••••6789'),
      address: Masked('the address', '••••••••••Kiel'),
      id_number: Masked('the ID number', '•••••0129'),
      facebook: Masked('the social account', '••••••••••uill'),
      updated_at: IsoTime(),
    }),
  ),
  complete: Type.Boolean({ description: 'every field the method needs is given' }),
  version: Count('the version to send back with payee.save (0: none yet)', 3),
  hold_until: Nullable(IsoTime('payouts wait until then because the details changed (null: no hold)')),
  cooling_off_days: Count('days payouts wait after a change, on this site', 7),
  history: Type.Array(PayeeChangeEntry),
});
export type PayeeInfo = Static<typeof PayeeInfo>;

export const PayeeSaved = Type.Object({ version: Count(undefined, 4), hold_until: Nullable(IsoTime()) });
export type PayeeSaved = Static<typeof PayeeSaved>;
