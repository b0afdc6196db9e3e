import { expectedQrRows, qrRowsOfSvg, svgOfDataUrl } from '../../../../test/qr-svg';
import { qrCodeSvgDataUrl } from './qr-code-svg';

const URI = 'otpauth://totp/OpenHouse%20Market:jane%40example.com?secret=JBSWY3DPEHPK3PXPJBSWY3DPEHPK3PXP&issuer=OpenHouse%20Market';

describe('qrCodeSvgDataUrl', () => {
  it("draws exactly the modules of the text's QR code, with a one-module quiet zone, on a white square", () => {
    const svg = svgOfDataUrl(qrCodeSvgDataUrl(URI, { width: 240 }));
    expect(svg).toMatch(/^<svg xmlns="http:\/\/www\.w3\.org\/2000\/svg" width="240" height="240" viewBox="0 0 \d+ \d+"/);
    expect(svg).toContain('<path fill="#ffffff"');
    expect(qrRowsOfSvg(svg)).toEqual(expectedQrRows(URI, 1));
  });

  it('draws a different code for a different secret', () => {
    const other = URI.replace('JBSWY3DP', 'KRSXG5CT');
    expect(qrRowsOfSvg(svgOfDataUrl(qrCodeSvgDataUrl(other, { width: 240 })))).not.toEqual(expectedQrRows(URI, 1));
    expect(qrRowsOfSvg(svgOfDataUrl(qrCodeSvgDataUrl(other, { width: 240 })))).toEqual(expectedQrRows(other, 1));
  });
});
