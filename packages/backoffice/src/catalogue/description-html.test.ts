import { describe, expect, it } from 'vitest';
import { textToHtml } from './description-html';

describe('description as HTML', () => {
  it('turns blank-line separated text into paragraphs and single breaks into <br>', () => {
    expect(textToHtml('Soft cotton.\nMachine washable.\n\nMade in Portugal.')).toBe('<p>Soft cotton.<br>Machine washable.</p><p>Made in Portugal.</p>');
  });

  it('shows markup as text', () => {
    expect(textToHtml('<script>alert("x")</script> & more')).toBe('<p>&lt;script&gt;alert(&quot;x&quot;)&lt;/script&gt; &amp; more</p>');
  });

  it('sends nothing for an empty description', () => {
    expect(textToHtml(' \n\n ')).toBe('');
  });
});

describe('htmlToText', () => {
  it('turns stored paragraphs and line breaks back into the text that made them', async () => {
    const { htmlToText } = await import('./description-html');
    const text = 'Soft cotton.\nMachine washable.\n\nMade in <Portugal> & Spain.';
    expect(htmlToText(textToHtml(text))).toBe(text);
  });
});
