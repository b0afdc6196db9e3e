import type { THttpRoute } from '../../functions/src/entries/entry-types';
import { createApiRouter } from './api-router';

const route = (method: THttpRoute['method'], path: THttpRoute['path']): THttpRoute => ({
  method,
  path,
  handler: 'x',
  access: 'public',
  resources: [],
  summary: '',
  tags: [],
});

describe('the embedded API router', () => {
  const router = createApiRouter([
    route('GET', '/api/agent/{id}/properties-with-open-houses'),
    route('GET', '/api/agent/properties-with-open-houses'),
    route('DELETE', '/api/properties/{id}'),
    route('GET', '/api/properties/{id}'),
  ]);

  it('prefers static segments over parameters and decodes parameters', () => {
    expect(router.match('GET', '/api/agent/properties-with-open-houses')).toMatchObject({
      kind: 'found',
      routeKey: 'GET /api/agent/properties-with-open-houses',
    });
    expect(router.match('GET', '/api/agent/a%20b/properties-with-open-houses')).toMatchObject({ kind: 'found', pathParameters: { id: 'a b' } });
  });

  it('tells a wrong method from an unknown path', () => {
    expect(router.match('PUT', '/api/properties/1')).toEqual({ kind: 'method-not-allowed', allowed: ['DELETE', 'GET'] });
    expect(router.match('GET', '/api/properties/1/extra')).toEqual({ kind: 'not-found' });
  });
});
