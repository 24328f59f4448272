import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, fireEvent, screen, within } from '@testing-library/react';
import { renderWithUi } from '../test-utils';
import { linkHref, RichTextEditor } from './rich-text-editor';

afterEach(() => { cleanup(); vi.unstubAllGlobals(); Reflect.deleteProperty(document, 'execCommand'); });

/** jsdom has no editing commands: records them instead. */
function recordCommands() {
  const commands: [string, string | undefined][] = [];
  Object.defineProperty(document, 'execCommand', {
    configurable: true,
    value: (command: string, _ui: boolean, arg?: string) => { commands.push([command, arg]); return true; },
  });
  return commands;
}

describe('RichTextEditor', () => {
  it('shows the stored HTML formatted, and answers the HTML as edited', async () => {
    const onChange = vi.fn();
    await renderWithUi(<RichTextEditor label="Description" value="<h2>Kettle</h2><p>Boils <b>fast</b>.</p><ul><li>1 litre</li></ul>" onChange={onChange} />);
    const editor = screen.getByRole('textbox', { name: 'Description' });
    expect(within(editor).getByRole('heading', { level: 2, name: 'Kettle' })).toBeTruthy();
    expect(editor.querySelector('b')?.textContent).toBe('fast');
    editor.querySelector('li')!.textContent = '1.5 litres';
    fireEvent.input(editor);
    expect(onChange).toHaveBeenLastCalledWith('<h2>Kettle</h2><p>Boils <b>fast</b>.</p><ul><li>1.5 litres</li></ul>');
    editor.innerHTML = '<p><br></p>';
    fireEvent.input(editor);
    expect(onChange).toHaveBeenLastCalledWith('');
  });

  it('formats through the toolbar: bold, italic, headings, paragraphs, lists', async () => {
    const commands = recordCommands();
    await renderWithUi(<RichTextEditor label="Description" value="<p>Text</p>" onChange={() => {}} />);
    const toolbar = screen.getByRole('toolbar', { name: 'Text formatting' });
    for (const name of ['Bold', 'Italic', 'Heading', 'Subheading', 'Paragraph', 'Bulleted list', 'Numbered list', 'Remove the link']) {
      fireEvent.click(within(toolbar).getByRole('button', { name }));
    }
    expect(commands.filter(([c]) => c !== 'defaultParagraphSeparator')).toEqual([
      ['bold', undefined], ['italic', undefined], ['formatBlock', '<h2>'], ['formatBlock', '<h3>'], ['formatBlock', '<p>'],
      ['insertUnorderedList', undefined], ['insertOrderedList', undefined], ['unlink', undefined],
    ]);
  });

  it('asks for the address of a link and adds https when it is missing', async () => {
    const commands = recordCommands();
    vi.stubGlobal('prompt', () => 'example.com/kettle');
    await renderWithUi(<RichTextEditor label="Description" value="<p>Text</p>" onChange={() => {}} />);
    fireEvent.click(screen.getByRole('button', { name: 'Add a link' }));
    expect(commands).toContainEqual(['createLink', 'https://example.com/kettle']);
  });

  it('labels the toolbar in the language of the page', async () => {
    await renderWithUi(<RichTextEditor label="Beschreibung" value="" onChange={() => {}} />, { lng: 'de' });
    expect(screen.getByRole('toolbar', { name: 'Textformatierung' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Fett' })).toBeTruthy();
  });
});

describe('linkHref', () => {
  it('keeps http and https, adds https to a bare address, refuses other schemes', () => {
    expect(linkHref(' https://a.test/x ')).toBe('https://a.test/x');
    expect(linkHref('http://a.test')).toBe('http://a.test');
    expect(linkHref('a.test/x')).toBe('https://a.test/x');
    expect(linkHref('javascript:alert(1)')).toBeNull();
    expect(linkHref('mailto:a@b.test')).toBeNull();
    expect(linkHref('  ')).toBeNull();
  });
});
