import sanitizeHtml from 'sanitize-html';

// Rich descriptions are sanitised on save: a fixed set of formatting tags, images from our own
// uploads or https, links with safe schemes; no scripts, styles, event handlers or iframes.
const options: sanitizeHtml.IOptions = {
  allowedTags: ['p', 'br', 'b', 'strong', 'i', 'em', 'u', 's', 'ul', 'ol', 'li', 'h2', 'h3', 'h4', 'blockquote', 'table', 'thead', 'tbody', 'tr', 'th', 'td', 'img', 'a', 'span', 'div'],
  allowedAttributes: { a: ['href', 'title'], img: ['src', 'alt', 'width', 'height'] },
  allowedSchemes: ['https', 'http'],
  allowedSchemesByTag: { img: ['https'] },
  allowProtocolRelative: false,
  transformTags: { a: sanitizeHtml.simpleTransform('a', { rel: 'nofollow noopener', target: '_blank' }) },
};

/** Sanitises product description HTML (stored sanitised, so every reader gets safe HTML). */
export function sanitizeDescription(html: string): string {
  return sanitizeHtml(html.slice(0, 100_000), options);
}
