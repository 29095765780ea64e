/** The rich-text chapter editor in jsdom: toolbar, shortcuts, Markdown-style typing, clean paste, find and replace, problems. */
import * as React from 'react';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { act, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { FluentProvider, webLightTheme } from '@fluentui/react-components';
import { RichTextEditor, searchState, type Editor, type RichTextDoc, type RichTextEditorHandle } from '../../../../design-system/src/components/RichTextEditor';
import { chapterDocFromHtml } from '../../../../src/domain/chapter-html';
import { chapterDocToHtml, normalizeChapterDoc } from '../../../../src/domain/chapter-doc';

const LABELS = { toolbar: 'Formatting', bold: 'Bold', italic: 'Italic', underline: 'Underline', strike: 'Strikethrough', sceneBreak: 'Scene break', quote: 'Quote', center: 'Centre', undo: 'Undo', redo: 'Redo' };
const fixture = (name: string) => readFileSync(path.join(process.cwd(), 'tests/fixtures/paste', name), 'utf8');

// jsdom lays nothing out: ProseMirror's scrolling into view asks for rectangles it does not have.
Range.prototype.getClientRects ??= () => [] as unknown as DOMRectList;
Range.prototype.getBoundingClientRect ??= () => new DOMRect();
document.elementFromPoint ??= () => null;
const para = (text: string): RichTextDoc => ({ type: 'paragraph', content: [{ type: 'text', text }] });
const docOf = (...texts: string[]): RichTextDoc => ({ type: 'doc', content: texts.map(para) });

function mount(value: RichTextDoc, props: Partial<React.ComponentProps<typeof RichTextEditor>> = {}) {
  const ref = React.createRef<RichTextEditorHandle>();
  render(
    <FluentProvider theme={webLightTheme}>
      <RichTextEditor ref={ref} value={value} label="Chapter text" labels={LABELS} lang="en" {...props} />
    </FluentProvider>,
  );
  const editor = ref.current!.editor!;
  return { editor, ref, html: () => chapterDocToHtml(normalizeChapterDoc(editor.getJSON())) };
}

/** Types text as the browser would: each character offered to the input rules first, as ProseMirror does. */
function type(editor: Editor, text: string) {
  act(() => {
    for (const ch of text) {
      const { view } = editor;
      const { from, to } = view.state.selection;
      const handled = view.someProp('handleTextInput', (f) => f(view, from, to, ch, () => view.state.tr.insertText(ch, from, to)));
      if (!handled) view.dispatch(view.state.tr.insertText(ch, from, to));
    }
  });
}

/** A key press with its modifiers, through ProseMirror's keymaps. */
function press(editor: Editor, key: string, mods: { ctrl?: boolean; shift?: boolean } = {}) {
  act(() => {
    const keyCode = key.length === 1 ? key.toUpperCase().charCodeAt(0) : key === 'Enter' ? 13 : 0;
    const event = new KeyboardEvent('keydown', { key, keyCode, ctrlKey: !!mods.ctrl, shiftKey: !!mods.shift, bubbles: true, cancelable: true });
    editor.view.someProp('handleKeyDown', (f) => f(editor.view, event));
  });
}

function paste(editor: Editor, html: string, text = '') {
  const event = new Event('paste', { bubbles: true, cancelable: true });
  Object.defineProperty(event, 'clipboardData', { value: { getData: (type: string) => (type === 'text/html' ? html : type === 'text/plain' ? text : ''), types: ['text/html', 'text/plain'], files: [] } });
  act(() => void editor.view.dom.dispatchEvent(event));
}

describe('RichTextEditor', () => {
  it('is a labelled multi-line text box in the novel’s language, with the spelling checker on', () => {
    mount(docOf('The harbour bell rang twice.'));
    const box = screen.getByRole('textbox', { name: 'Chapter text' });
    expect(box).toHaveAttribute('aria-multiline', 'true');
    expect(box).toHaveAttribute('lang', 'en');
    expect(box).toHaveAttribute('spellcheck', 'true');
    expect(screen.getByRole('toolbar', { name: 'Formatting' })).toBeVisible();
  });

  it('toolbar buttons toggle marks on the selection and say whether they are on', async () => {
    const { editor, html } = mount(docOf('The harbour bell rang twice.'));
    act(() => void editor.commands.setTextSelection({ from: 5, to: 12 }));
    const italic = screen.getByRole('button', { name: 'Italic' });
    expect(italic).toHaveAttribute('aria-pressed', 'false');
    fireEvent.click(italic);
    expect(html()).toBe('<p>The <em>harbour</em> bell rang twice.</p>');
    await waitFor(() => expect(italic).toHaveAttribute('aria-pressed', 'true'));
    fireEvent.click(screen.getByRole('button', { name: 'Bold' }));
    fireEvent.click(screen.getByRole('button', { name: 'Underline' }));
    fireEvent.click(screen.getByRole('button', { name: 'Strikethrough' }));
    expect(html()).toBe('<p>The <strong><em><u><s>harbour</s></u></em></strong> bell rang twice.</p>');
    fireEvent.click(italic);
    await waitFor(() => expect(italic).toHaveAttribute('aria-pressed', 'false'));
    expect(html()).toBe('<p>The <strong><u><s>harbour</s></u></strong> bell rang twice.</p>');
    fireEvent.click(screen.getByRole('button', { name: 'Centre' }));
    expect(html()).toBe('<p class="center">The <strong><u><s>harbour</s></u></strong> bell rang twice.</p>');
  });

  it('keyboard shortcuts: Ctrl+I, B, U and Ctrl+Shift+X', () => {
    const { editor, html } = mount(docOf('one two three'));
    act(() => void editor.commands.setTextSelection({ from: 5, to: 8 }));
    press(editor, 'i', { ctrl: true });
    press(editor, 'b', { ctrl: true });
    press(editor, 'u', { ctrl: true });
    press(editor, 'X', { ctrl: true, shift: true });
    expect(html()).toBe('<p>one <strong><em><u><s>two</s></u></em></strong> three</p>');
  });

  it('Ctrl+Z undoes and Ctrl+Y redoes', () => {
    const { editor, html } = mount(docOf('one two three'));
    act(() => void editor.commands.setTextSelection({ from: 5, to: 8 }));
    press(editor, 'i', { ctrl: true });
    expect(html()).toBe('<p>one <em>two</em> three</p>');
    press(editor, 'z', { ctrl: true });
    expect(html()).toBe('<p>one two three</p>');
    press(editor, 'y', { ctrl: true });
    expect(html()).toBe('<p>one <em>two</em> three</p>');
  });

  it('Markdown-style typing: *italic*, **bold**, *** alone on a line, > quote', () => {
    const { editor, html } = mount({ type: 'doc', content: [{ type: 'paragraph' }] });
    act(() => void editor.commands.focus('end'));
    type(editor, 'She was *never* late, **ever**.');
    expect(html()).toBe('<p>She was <em>never</em> late, <strong>ever</strong>.</p>');
    press(editor, 'Enter');
    type(editor, '***');
    press(editor, 'Enter');
    type(editor, '> Quoted words');
    expect(html()).toBe('<p>She was <em>never</em> late, <strong>ever</strong>.</p>\n<hr>\n<blockquote><p>Quoted words</p></blockquote>');
    // `*** ` with a space does the same, without waiting for Enter.
    act(() => void editor.commands.setContent({ type: 'doc', content: [{ type: 'paragraph' }] }));
    act(() => void editor.commands.focus('end'));
    type(editor, '*** After');
    expect(html()).toBe('<hr>\n<p>After</p>');
  });

  it.each(['word-windows.html', 'google-docs.html'])('a paste from %s keeps italics, bold and paragraphs and drops styles', (name) => {
    const { editor, html } = mount(docOf('Before. '), { pasteHtml: chapterDocFromHtml });
    act(() => void editor.commands.focus('end'));
    paste(editor, fixture(name));
    const out = html();
    expect(out).toContain('<p>Before. The rain had not stopped for <em>three</em> days, and Mara was <strong>tired</strong> of it.</p>');
    expect(out).toContain('<hr>');
    expect(out).toContain('<p class="center">The End of Part One</p>');
    expect(out).not.toMatch(/style|font|color|mso|span/i);
    // The editor's own DOM holds no pasted styles either.
    expect(editor.view.dom.innerHTML).not.toMatch(/font-family|mso-|color:/i);
  });

  it('find counts matches (case, whole words) and replace all is one undo step', () => {
    const { editor, html } = mount(docOf('The lantern and the Lantern.', 'Lanterns lit the lantern room.'));
    act(() => void editor.commands.setSearch({ text: 'lantern' }));
    expect(searchState(editor.state)?.matches).toHaveLength(4);
    act(() => void editor.commands.setSearch({ text: 'lantern', matchCase: true }));
    expect(searchState(editor.state)?.matches).toHaveLength(2);
    act(() => void editor.commands.setSearch({ text: 'lantern', wholeWord: true }));
    expect(searchState(editor.state)?.matches).toHaveLength(3);
    expect(editor.view.dom.querySelectorAll('.wc-search-match')).toHaveLength(3);
    // Typing just before is its own step: one undo takes back the replacement only.
    act(() => void editor.commands.focus('end'));
    type(editor, ' Yes.');
    const typed = html();
    act(() => void editor.commands.replaceAll('lamp'));
    expect(html()).toBe('<p>The lamp and the lamp.</p>\n<p>Lanterns lit the lamp room. Yes.</p>');
    expect(searchState(editor.state)?.matches).toHaveLength(0);
    press(editor, 'z', { ctrl: true });
    expect(html()).toBe(typed);
  });

  it('marks the problems it is given at their block and offset, inside quotes too', () => {
    const value: RichTextDoc = { type: 'doc', content: [para('Fine.'), { type: 'horizontalRule' }, { type: 'blockquote', content: [para('ab'), para('cd★e')] }] };
    const { editor } = mount(value, { problems: [{ block: 2, offset: 6, length: 1, message: 'Not allowed: ★' }] });
    const marked = editor.view.dom.querySelectorAll('.wc-text-problem');
    expect(marked).toHaveLength(1);
    expect(marked[0].textContent).toBe('★');
    expect(marked[0]).toHaveAttribute('title', 'Not allowed: ★');
  });
});
