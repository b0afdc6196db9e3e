/**
 * CloudFront Function (cloudfront-js-2.0) on the SPA's viewer requests: a path without a file extension
 * is a client-side route, so it gets /index.html. /api is left alone, so API errors (404 included) reach
 * the browser as the API sent them; distribution-wide error responses would rewrite those too.
 */
export const SPA_REWRITE_CODE = `
function handler(event) {
  var request = event.request;
  var uri = request.uri;
  if (uri === '/api' || uri.startsWith('/api/')) return request;
  var lastSegment = uri.substring(uri.lastIndexOf('/') + 1);
  if (lastSegment.indexOf('.') === -1) request.uri = '/index.html';
  return request;
}
`;
