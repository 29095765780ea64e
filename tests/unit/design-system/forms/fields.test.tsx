import * as React from 'react';
import { describe, expect, it, vi } from 'vitest';
import { act, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { FluentProvider, webLightTheme } from '@fluentui/react-components';
import {
  DateTimePicker,
  ImageUpload,
  TagPicker,
  TextArea,
  type ImageUploadMessages,
  type TagCategory,
} from '../../../../design-system/src/forms';
import { IDLE_TIMEOUT_MS } from '../../../../design-system/src/utils/idle';

const wrap = (ui: React.ReactElement) => render(<FluentProvider theme={webLightTheme}>{ui}</FluentProvider>);
/** with fake timers: the moment the browser would be idle at the latest */
const idle = () => act(async () => vi.advanceTimersByTime(IDLE_TIMEOUT_MS));
const words = (text: string) => text.split(/\s+/).filter(Boolean).length;

describe('TextArea', () => {
  it('counts with the rule it is given and is invalid over the limit', async () => {
    const label = vi.fn((count: number, _min?: number, max?: number, status?: string) => `${count}/${max} ${status}`);
    const { rerender } = wrap(
      <TextArea name="blurb" label="Blurb" value="one two three" onChange={() => {}} countWords={words} minWords={2} maxWords={3} countLabel={label} />,
    );
    const box = screen.getByRole('textbox', { name: 'Blurb' });
    expect(box).toHaveAccessibleDescription('3/3 within');
    expect(box).not.toHaveAttribute('aria-invalid');
    rerender(
      <FluentProvider theme={webLightTheme}>
        <TextArea name="blurb" label="Blurb" value="one two three four" onChange={() => {}} countWords={words} minWords={2} maxWords={3} countLabel={label} />
      </FluentProvider>,
    );
    // The count follows once the browser is idle, not inside the keystroke.
    await waitFor(() => expect(box).toHaveAccessibleDescription('4/3 over'));
    expect(box).toHaveAttribute('aria-invalid', 'true');
  });

  it('announces the count politely, throttled, only after typing', async () => {
    vi.useFakeTimers();
    try {
      function Controlled() {
        const [value, setValue] = React.useState('');
        return <TextArea name="t" label="T" value={value} onChange={setValue} countWords={words} countLabel={(c) => `${c} words`} announceInterval={1000} />;
      }
      const { container } = wrap(<Controlled />);
      const live = container.querySelector('[aria-live="polite"]')!;
      expect(live).toHaveTextContent('');
      fireEvent.change(screen.getByRole('textbox'), { target: { value: 'a' } });
      await idle(); // counted
      expect(live).toHaveTextContent('1 words');
      fireEvent.change(screen.getByRole('textbox'), { target: { value: 'a b' } });
      fireEvent.change(screen.getByRole('textbox'), { target: { value: 'a b c' } });
      await idle();
      expect(live).toHaveTextContent('1 words');
      await act(async () => vi.advanceTimersByTime(1000));
      expect(live).toHaveTextContent('3 words');
    } finally {
      vi.useRealTimers();
    }
  });
});

describe('TextArea that owns its text', () => {
  it('reports every change without rendering, counts when idle, and shows a new text under a new key', async () => {
    vi.useFakeTimers();
    try {
      const onChange = vi.fn();
      let renders = 0;
      const field = (key: number, value: string) => (
        <FluentProvider theme={webLightTheme}>
          <React.Profiler id="field" onRender={() => void renders++}>
            <TextArea key={key} ownsText name="c" label="Chapter" value={value} onChange={onChange} countWords={words} countLabel={(c) => `${c} words`} />
          </React.Profiler>
        </FluentProvider>
      );
      const { rerender } = render(field(1, 'one'));
      const box = screen.getByRole('textbox', { name: 'Chapter' });
      expect(box).toHaveValue('one');
      expect(box).toHaveAccessibleDescription('1 words');
      const before = renders;
      fireEvent.change(box, { target: { value: 'one two' } });
      fireEvent.change(box, { target: { value: 'one two three' } });
      fireEvent.change(box, { target: { value: 'one two three four' } });
      expect(renders).toBe(before);
      expect(onChange.mock.calls.map(([v]) => v)).toEqual(['one two', 'one two three', 'one two three four']);
      expect(box).toHaveValue('one two three four');
      expect(box).toHaveAccessibleDescription('1 words');
      await idle();
      expect(box).toHaveAccessibleDescription('4 words');
      rerender(field(2, 'a restored text'));
      expect(screen.getByRole('textbox', { name: 'Chapter' })).toHaveValue('a restored text');
      expect(screen.getByRole('textbox', { name: 'Chapter' })).toHaveAccessibleDescription('3 words');
    } finally {
      vi.useRealTimers();
    }
  });
});

describe('TagPicker', () => {
  const categories: TagCategory[] = [
    { id: 'genre', name: 'Genre', starred: true, labels: ['Romance', 'Fantasy', 'Urban'].map((n) => ({ id: n.toLowerCase(), name: n })) },
  ];

  it('disables further labels at two, with the reason, and reports the new selection', () => {
    const onChange = vi.fn();
    wrap(
      <TagPicker
        name="tags"
        label="Tags"
        categories={categories}
        value={{ genre: ['romance', 'urban'] }}
        onChange={onChange}
        limitReason={() => 'Remove one first'}
        starredLabel="needs one"
      />,
    );
    const fantasy = screen.getByRole('checkbox', { name: 'Fantasy' });
    expect(fantasy).toBeDisabled();
    expect(fantasy).toHaveAccessibleDescription('Remove one first');
    fireEvent.click(screen.getByRole('checkbox', { name: 'Romance' }));
    expect(onChange).toHaveBeenCalledWith({ genre: ['urban'] });
    // The star is an icon; its meaning is read with the name (jsdom's accname joins the hidden text without a space).
    expect(screen.getByRole('group', { name: /^Genre\s*needs one$/ })).toBeInTheDocument();
  });
});

describe('ImageUpload', () => {
  const messages: ImageUploadMessages = {
    choose: 'Choose image',
    change: 'Change image',
    remove: 'Remove',
    tooLarge: (size, max) => `Too large: ${size} of ${max}`,
    wrongType: 'Images only',
    failed: 'Failed',
    succeeded: 'Done',
    uploading: 'Uploading',
  };
  const props = { name: 'cover', label: 'Cover', value: null, maxBytes: 1024, previewAlt: 'Cover', messages, formatBytes: (b: number) => `${b} B` };

  it('refuses a text file named .png, and a PNG over the limit, before onSelect', async () => {
    const onSelect = vi.fn();
    const onChange = vi.fn();
    const { container } = wrap(<ImageUpload {...props} onChange={onChange} onSelect={onSelect} />);
    const input = container.querySelector('input[type="file"]')!;
    fireEvent.change(input, { target: { files: [new File(['just text'], 'cover.png', { type: 'image/png' })] } });
    expect(await screen.findByRole('alert')).toHaveTextContent('Images only');
    const big = new File([new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]), new Uint8Array(2000)], 'big.png', { type: 'image/png' });
    fireEvent.change(input, { target: { files: [big] } });
    await waitFor(() => expect(screen.getByRole('alert')).toHaveTextContent('Too large: 2008 B of 1024 B'));
    expect(onSelect).not.toHaveBeenCalled();
    expect(onChange).not.toHaveBeenCalled();
  });

  it('hands over a real image', async () => {
    const onSelect = vi.fn();
    const onChange = vi.fn();
    URL.createObjectURL ??= () => 'blob:preview';
    URL.revokeObjectURL ??= () => undefined;
    const { container } = wrap(<ImageUpload {...props} onChange={onChange} onSelect={onSelect} />);
    const gif = new File(['GIF89a', new Uint8Array(10)], 'a.gif', { type: 'image/gif' });
    fireEvent.change(container.querySelector('input[type="file"]')!, { target: { files: [gif] } });
    // GIF is a real image, but not in the default accept list.
    expect(await screen.findByRole('alert')).toHaveTextContent('Images only');
    const jpeg = new File([new Uint8Array([0xff, 0xd8, 0xff, 0xe0, 1, 2, 3])], 'a.jpg', { type: 'image/jpeg' });
    fireEvent.change(container.querySelector('input[type="file"]')!, { target: { files: [jpeg] } });
    await waitFor(() => expect(onSelect).toHaveBeenCalledWith(jpeg));
    expect(onChange).toHaveBeenCalledWith(jpeg);
  });

  it('shows the upload’s progress at once, named and valued, and Fluent’s bar once its code is in', async () => {
    const { container } = wrap(<ImageUpload {...props} onChange={() => undefined} status="uploading" progress={0.4} />);
    const first = screen.getByRole('progressbar', { name: 'Uploading' });
    expect(first).toHaveAttribute('aria-valuenow', '0.4');
    expect(first).toHaveAttribute('data-code-loading');
    await waitFor(() => expect(container.querySelector('.fui-ProgressBar')).not.toBeNull());
    expect(screen.getByRole('progressbar', { name: 'Uploading' })).toHaveAttribute('aria-valuenow', '0.4');
    expect(container.querySelector('[data-code-loading]')).toBeNull();
  });
});

describe('DateTimePicker', () => {
  it('shows the instant on the zone’s clock and hands back UTC', () => {
    const onChange = vi.fn();
    wrap(<DateTimePicker name="at" label="Release time" value="2026-11-03T02:00:00.000Z" timeZone="Asia/Jakarta" onChange={onChange} />);
    const input = screen.getByLabelText('Release time');
    expect(input).toHaveValue('2026-11-03T09:00');
    fireEvent.change(input, { target: { value: '2026-03-29T02:30' } });
    expect(onChange).toHaveBeenCalledWith('2026-03-28T19:30:00.000Z');
  });
});
