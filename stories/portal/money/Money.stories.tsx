import type { StoryObj } from '@storybook/react-vite';
import { failingOn, loadingOn, screenMeta } from '../support/meta';
import type { ScreenArgs } from '../support/ScreenStory';

export default { title: 'Screens/Money', ...screenMeta('/salaryManage') };
type Story = StoryObj<ScreenArgs>;

/** Income: this month, by month and all time. */
export const Income: Story = {};
export const IncomeLoading: Story = loadingOn(/income\.overview$/);
export const IncomeFailed: Story = failingOn(/income\.overview$/);
/** Payouts: balances, the hold, the next closing and the list. */
export const Payouts: Story = { args: { path: '/salaryManage2' } };
/** Payee information: masked on the wire, revealed only after the password. */
export const PayeeInformation: Story = { args: { path: '/salaryManage/salaryManageInfo' } };
/** Welfare programs and their progress. */
export const Welfare: Story = { args: { path: '/welfareManage' } };
/** Welfare applications and grants. */
export const WelfareClaims: Story = { args: { path: '/welfareManage2' } };
/** The brand's writer benefits. */
export const Benefits: Story = { args: { path: '/authorWelfare' } };
