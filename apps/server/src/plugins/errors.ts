import { randomUUID } from 'node:crypto';
import type { Socket } from 'node:net';
import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { hasZodFastifySchemaValidationErrors, isResponseSerializationError } from 'fastify-type-provider-zod';
import { ERRORS, VALIDATION, type ErrorCode, type ErrorEnvelope } from '@lumi/shared';
import { AppError, type FieldIssue } from '../lib/app-error';

function failure(code: ErrorCode, message?: string, errors?: FieldIssue[]): ErrorEnvelope {
  return { success: false, code, message: message ?? ERRORS[code].message, ...(errors ? { errors } : {}) };
}

/** Fastify's own error codes that mean "the client sent something unusable". */
const CLIENT_ERROR_CODES: Record<string, ErrorCode> = {
  // A body is not a file: its own codes (FILE_* are for uploads).
  FST_ERR_CTP_INVALID_MEDIA_TYPE: 'CONTENT_TYPE_NOT_SUPPORTED',
  FST_ERR_CTP_BODY_TOO_LARGE: 'BODY_TOO_LARGE',
  FST_REQ_FILE_TOO_LARGE: 'FILE_TOO_LARGE',
  FST_FILES_LIMIT: 'VALIDATION_ERROR',
  FST_PARTS_LIMIT: 'VALIDATION_ERROR',
  FST_INVALID_MULTIPART_CONTENT_TYPE: 'VALIDATION_ERROR',
  FST_ERR_CTP_EMPTY_JSON_BODY: 'VALIDATION_ERROR',
  FST_ERR_CTP_INVALID_CONTENT_LENGTH: 'VALIDATION_ERROR',
  FST_ERR_VALIDATION: 'VALIDATION_ERROR',
};

/** The dotted path of the first string holding a NUL character, or null. */
function findNulCharacter(value: unknown, path: string[] = [], depth = 0): string | null {
  if (typeof value === 'string') return value.includes('\u0000') ? path.join('.') : null;
  if (value === null || typeof value !== 'object' || depth > 64) return null;
  for (const [key, item] of Object.entries(value)) {
    const found = findNulCharacter(item, [...path, key], depth + 1);
    if (found !== null) return found;
  }
  return null;
}

/** One error handler for the whole API: codes → statuses and Vietnamese messages; nothing internal leaks. */
export function registerErrorHandling(app: FastifyInstance) {
  // PostgreSQL text cannot hold a NUL character: refuse it as bad input rather than fail in the database.
  // A synchronous hook: it runs on every request, including the hot authenticated reads.
  app.addHook('preValidation', (request, _reply, done) => {
    for (const part of [request.params, request.query, request.body]) {
      const path = findNulCharacter(part);
      if (path !== null)
        return done(new AppError('VALIDATION_ERROR', { errors: [{ path, message: VALIDATION.invalid }] }));
    }
    done();
  });

  app.setErrorHandler((error: FastifyError, request, reply) => {
    if (error instanceof AppError) {
      if (error.headers) reply.headers(error.headers);
      return reply.status(error.status).send(failure(error.code, error.message, error.errors));
    }
    if (hasZodFastifySchemaValidationErrors(error)) {
      const issues: FieldIssue[] = error.validation.map((issue) => {
        const where = issue.instancePath.replace(/^\//, '').replace(/\//g, '.');
        return { path: where, message: issue.message || ERRORS.VALIDATION_ERROR.message };
      });
      return reply.status(400).send(failure('VALIDATION_ERROR', issues[0]?.message, issues));
    }
    if (isResponseSerializationError(error)) {
      request.log.error({ err: error, issues: error.cause.issues }, 'response did not match its schema');
      return reply.status(500).send(failure('INTERNAL_ERROR'));
    }
    if (error.statusCode === 429) {
      return reply.status(429).send(failure('RATE_LIMITED'));
    }
    const mapped = error.code ? CLIENT_ERROR_CODES[error.code] : undefined;
    if (mapped) return reply.status(ERRORS[mapped].status).send(failure(mapped));
    if (error instanceof SyntaxError || (error.statusCode === 400 && error.code?.startsWith('FST_'))) {
      return reply.status(400).send(failure('VALIDATION_ERROR'));
    }
    if (error.statusCode && error.statusCode >= 400 && error.statusCode < 500) {
      request.log.info({ err: error }, 'client error');
      const code: ErrorCode =
        error.statusCode === 404
          ? 'ROUTE_NOT_FOUND'
          : error.statusCode === 413
            ? 'BODY_TOO_LARGE'
            : error.statusCode === 415
              ? 'CONTENT_TYPE_NOT_SUPPORTED'
              : 'VALIDATION_ERROR';
      return reply.status(ERRORS[code].status).send(failure(code));
    }
    request.log.error({ err: error }, 'unexpected error');
    return reply.status(500).send(failure('INTERNAL_ERROR'));
  });
}

export function apiNotFound(): ErrorEnvelope {
  return failure('ROUTE_NOT_FOUND');
}

/**
 * Fastify answers a URL it cannot route (FST_ERR_BAD_URL: a malformed percent-encoding; FST_ERR_MAX_PARAM_LENGTH)
 * before routing, past the error handler and the hooks: keep the envelope and the request id there too.
 */
export function frameworkErrorHandler(
  error: FastifyError,
  request: FastifyRequest,
  reply: FastifyReply,
): void {
  reply.header('x-request-id', request.id);
  if (error.code === 'FST_ERR_BAD_URL' || error.code === 'FST_ERR_MAX_PARAM_LENGTH') {
    request.log.info({ err: error }, 'unroutable URL');
    void reply.status(400).type('application/json; charset=utf-8').send(failure('VALIDATION_ERROR'));
    return;
  }
  request.log.error({ err: error }, 'framework error');
  void reply.status(500).type('application/json; charset=utf-8').send(failure('INTERNAL_ERROR'));
}

/**
 * Node's HTTP parser refuses some requests before Fastify sees them: a request line or headers over
 * `maxHeaderSize` (a 100,000-character query string), malformed HTTP. Fastify's default answer is English JSON
 * outside the envelope; this one keeps the envelope, the Vietnamese message and a request id.
 */
export function clientErrorHandler(
  this: FastifyInstance,
  error: Error & { code?: string },
  socket: Socket,
): void {
  // A reset connection is gone: nothing to answer.
  if (error.code === 'ECONNRESET' || socket.destroyed) return;
  this.log.debug({ err: error }, 'client error');
  if (socket.writable) {
    if (error.code === 'ERR_HTTP_REQUEST_TIMEOUT') {
      socket.write('HTTP/1.1 408 Request Timeout\r\nContent-Length: 0\r\nConnection: close\r\n\r\n');
    } else {
      const code: ErrorCode =
        error.code === 'HPE_HEADER_OVERFLOW' ? 'REQUEST_HEADERS_TOO_LARGE' : 'VALIDATION_ERROR';
      const status = ERRORS[code].status;
      const body = JSON.stringify(failure(code));
      socket.write(
        `HTTP/1.1 ${status} ${status === 431 ? 'Request Header Fields Too Large' : 'Bad Request'}\r\n` +
          'Content-Type: application/json; charset=utf-8\r\n' +
          `Content-Length: ${Buffer.byteLength(body)}\r\n` +
          `X-Request-Id: ${randomUUID()}\r\n` +
          'Connection: close\r\n\r\n' +
          body,
      );
    }
  }
  socket.destroy(error);
}
