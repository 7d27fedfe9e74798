// @vitest-environment node
/** contract.buildRequest: the request an operation's own examples describe. */
import { describe, expect, it } from 'vitest';
import { readContract, type Json } from './contract.ts';

const form = {
  type: 'object',
  required: ['receiver'],
  properties: {
    receiver: { type: 'integer', example: 101 },
    message: { type: 'string' },
    caption: { type: 'string', example: 'عکس' },
    image: { type: 'string', contentMediaType: 'image/*' },
  },
};
const upload = (media: Json) => ({
  openapi: '3.1.0',
  paths: {
    '/upload/': {
      post: {
        operationId: 'upload',
        requestBody: { content: { 'multipart/form-data': { schema: form, ...media } } },
        responses: { '201': { description: 'Saved.' } },
      },
    },
  },
});
const fields = (doc: Json, full: boolean) => {
  const { operations, buildRequest } = readContract(doc);
  const { op } = operations[0]!;
  const { init } = buildRequest('/upload/', 'POST', op, 'token', full);
  expect(init.body).toBeInstanceOf(FormData);
  return Object.fromEntries(
    [...(init.body as FormData).entries()].map(([name, value]) => [name, typeof value === 'string' ? value : 'file']),
  );
};

describe('a multipart request', () => {
  it('is the media type’s own example when it has one (the optional fields it sends included)', () => {
    const doc = upload({ example: { receiver: 201, message: 'سلام خانم' } });
    expect(fields(doc, false)).toEqual({ receiver: '201', message: 'سلام خانم' });
    expect(fields(doc, true)).toEqual({ receiver: '201', message: 'سلام خانم' });
  });

  it('sends a file for a file field of the example', () => {
    expect(fields(upload({ example: { receiver: 201, image: 'photo.png' } }), true)).toEqual({
      receiver: '201',
      image: 'file',
    });
  });

  it('without one, is built from the properties’ examples: required ones, and the optional ones in full', () => {
    expect(fields(upload({}), false)).toEqual({ receiver: '101' });
    expect(fields(upload({}), true)).toEqual({ receiver: '101', caption: 'عکس' });
  });
});
