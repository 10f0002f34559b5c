import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  ActingKindQuerySchema,
  VALIDATION,
  SUCCESS,
  UPLOAD_MAX_BYTES,
  UploadPurposeSchema,
  UploadResultSchema,
  envelope,
} from '@lumi/shared';
import { z } from 'zod';
import { AppError } from '../../lib/app-error';
import type { RouteContext } from '../../plugins/route-context';
import type { UploadsService } from './service';

export async function uploadRoutes(app: FastifyInstance, ctx: RouteContext<{ uploads: UploadsService }>) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const uploads = ctx.services.uploads;
  const tags = ['Uploads'];

  r.post('/uploads', {
    schema: {
      tags,
      summary: 'Tải ảnh hoặc ghi âm (chat) lên (multipart: file, purpose)',
      consumes: ['multipart/form-data'],
      querystring: ActingKindQuerySchema,
      response: { 201: envelope(UploadResultSchema) },
    },
    preHandler: ctx.guards.anyKind,
    handler: async (req, reply) => {
      const principal = req.principal!;
      await ctx.limiter.upload(`${principal.kind}:${principal.id}`);
      if (!req.isMultipart())
        throw new AppError('VALIDATION_ERROR', {
          errors: [{ path: 'file', message: VALIDATION.fileRequired }],
        });
      let purposeValue: unknown = 'avatar';
      let buffer: Buffer | undefined;
      for await (const part of req.parts({ limits: { fileSize: UPLOAD_MAX_BYTES, files: 1, fields: 5 } })) {
        if (part.type === 'file') {
          if (part.fieldname !== 'file' || buffer) {
            part.file.resume();
            continue;
          }
          buffer = await part.toBuffer();
          if (part.file.truncated) throw new AppError('FILE_TOO_LARGE');
        } else if (part.fieldname === 'purpose') {
          purposeValue = part.value;
        }
      }
      if (!buffer || buffer.length === 0)
        throw new AppError('VALIDATION_ERROR', {
          errors: [{ path: 'file', message: VALIDATION.fileRequired }],
        });
      const purpose = UploadPurposeSchema.safeParse(purposeValue);
      if (!purpose.success)
        throw new AppError('VALIDATION_ERROR', {
          errors: [{ path: 'purpose', message: 'Dữ liệu không hợp lệ' }],
        });
      const data = await uploads.store(buffer, purpose.data, { kind: principal.kind, id: principal.id });
      return reply.status(201).send({ success: true as const, message: SUCCESS.uploaded, data });
    },
  });

  r.delete('/uploads/*', {
    schema: {
      tags,
      summary: 'Xóa tệp chưa được sử dụng',
      querystring: ActingKindQuerySchema,
      response: { 200: envelope(z.object({ publicId: z.string() })) },
    },
    preHandler: ctx.guards.anyKind,
    handler: async (req) => {
      const principal = req.principal!;
      // The router has already decoded the wildcard (an encoded slash included); decoding again would turn a
      // literal '%' into a URIError, a 500.
      const publicId = (req.params as { '*': string })['*'];
      await uploads.deleteOwn(publicId, { kind: principal.kind, id: principal.id });
      return { success: true as const, message: SUCCESS.fileDeleted, data: { publicId } };
    },
  });
}
