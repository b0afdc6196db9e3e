import type { APIGatewayProxyEventV2 } from 'aws-lambda';
import { clientIpOf } from './client-ip';

vi.mock('../../platform/env', () => ({ getHttpEnv: () => ({ CLIENT_IP_HEADER: 'cloudfront-viewer-address' }) }));

const eventWith = (header?: string) =>
  ({
    headers: header ? { 'cloudfront-viewer-address': header } : {},
    requestContext: { http: { sourceIp: '130.176.0.1' } },
  }) as unknown as APIGatewayProxyEventV2;

describe('clientIpOf behind CloudFront', () => {
  it('reads the viewer address, IPv4 or IPv6, without the port', () => {
    expect(clientIpOf(eventWith('203.0.113.9:46532'))).toBe('203.0.113.9');
    expect(clientIpOf(eventWith('2001:db8::1:46532'))).toBe('2001:db8::1');
    expect(clientIpOf(eventWith('[2001:db8::1]:46532'))).toBe('2001:db8::1');
  });

  it('falls back to the source IP when the header is absent', () => {
    expect(clientIpOf(eventWith())).toBe('130.176.0.1');
  });
});
