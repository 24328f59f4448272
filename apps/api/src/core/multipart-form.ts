import type { FastifyRequest } from 'fastify';
import { AppError } from './app-error';

/** A multipart form read whole: its text fields and its one file (if any). */
export interface MultipartForm {
  fields: Record<string, string>;
  file: { buffer: Buffer; filename: string } | null;
}

/**
 * Reads a multipart request once and keeps it on the request. Existing desktop clients send the
 * token as a form field beside `file`, in any order, so the form has to be read before the caller
 * is known; the file size limit of the multipart plugin still applies while reading.
 */
export async function readMultipartForm(req: FastifyRequest): Promise<MultipartForm> {
  if (req.multipartForm) return req.multipartForm;
  if (!req.isMultipart()) throw new AppError('UPLOAD_FAILED', 400);
  const form: MultipartForm = { fields: {}, file: null };
  for await (const part of req.parts()) {
    if (part.type === 'file') {
      const buffer = await part.toBuffer();
      if (!form.file) form.file = { buffer, filename: part.filename };
    } else if (typeof part.value === 'string' && !(part.fieldname in form.fields)) {
      form.fields[part.fieldname] = part.value;
    }
  }
  req.multipartForm = form;
  return form;
}

declare module 'fastify' {
  interface FastifyRequest { multipartForm?: MultipartForm }
}
