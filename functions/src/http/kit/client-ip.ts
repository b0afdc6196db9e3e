import type { APIGatewayProxyEventV2 } from 'aws-lambda';
import { getHttpEnv } from '../../platform/env';

/**
 * The browser's IP. Behind CloudFront, API Gateway's sourceIp is the edge server, so the deployment names
 * the header CloudFront fills with the viewer's address: "ip:port", the port always last, also after an
 * IPv6 address ("2001:db8::1:46532"). The port must go: it changes per connection.
 */
export function clientIpOf(event: APIGatewayProxyEventV2): string {
  const header = getHttpEnv().CLIENT_IP_HEADER;
  const value = header ? event.headers[header] : undefined;
  if (!value) return event.requestContext.http.sourceIp;
  const bracketed = /^\[([^\]]+)\]/.exec(value);
  if (bracketed?.[1]) return bracketed[1];
  const lastColon = value.lastIndexOf(':');
  return lastColon > 0 ? value.slice(0, lastColon) : value;
}
