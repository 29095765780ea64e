import * as React from 'react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, waitFor, within } from 'storybook/test';
import { Button } from '@fluentui/react-components';
import { Notice, type NoticeProps } from '@writers-center/design-system';
import { BrandGrid } from '../support/BrandGrid';
import { useMessage } from './pages-fixtures';
import { withoutTextModes } from '../../.storybook/modes';

/** The notices the novel form and the chapter editor show, one of each kind. */
function Notices() {
  const message = useMessage();
  return (
    <div style={{ display: 'flex', flexDirection: 'column', gap: 12, maxWidth: 720 }}>
      <Notice intent="info" actions={<Button>{message('novel.form.discardDraft')}</Button>}>
        {message('novel.form.draftRestored')}
      </Notice>
      <Notice intent="success" role="status" title={message('auth.verifyNotice.title')} dismissLabel={message('auth.verifyNotice.dismiss')} onDismiss={() => undefined}>
        {message('chapter.editor.liveNote')}
      </Notice>
      <Notice
        intent="warning"
        actions={
          <>
            <Button appearance="primary">{message('chapter.recover.restore')}</Button>
            <Button>{message('chapter.recover.discard')}</Button>
          </>
        }
      >
        {message('chapter.recover.found', { time: '09:41' })}
      </Notice>
      <Notice intent="error" role="alert" layout="multiline" actions={<Button>{message('novel.form.reload')}</Button>}>
        {message('novel.form.stale')}
      </Notice>
    </div>
  );
}

const meta = {
  title: 'Pages/Notice',
  component: Notice,
  args: { intent: 'info', children: 'A notice' },
  argTypes: { actions: { control: false } },
  render: () => <Notices />,
} satisfies Meta<NoticeProps>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Every kind, with a title, actions or a dismiss button: Fluent's MessageBar once its code is in, the same text and actions before. */
export const Default: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await waitFor(() => expect(canvasElement.querySelector('[data-code-loading]')).toBeNull());
    await expect(canvasElement.querySelectorAll('.fui-MessageBar')).toHaveLength(4);
    await expect(canvas.getByRole('alert')).toHaveTextContent(/.+/);
    await expect(canvas.getByRole('status')).toHaveTextContent(/.+/);
    await expect(canvas.getAllByRole('button')).toHaveLength(5);
    // The dismiss button is named.
    await expect(within(canvas.getByRole('status')).getByRole('button')).toHaveAccessibleName();
  },
};

export const AllSites: Story = {
  parameters: { chromatic: { modes: withoutTextModes } },
  tags: ['all-brands'],
  render: () => {
    const Warning = () => {
      const message = useMessage();
      return <Notice intent="warning">{message('chapter.editor.liveNote')}</Notice>;
    };
    return (
      <BrandGrid columns={2}>
        <Warning />
      </BrandGrid>
    );
  },
};
