import { describe, expect, it } from 'vitest';
import { isCorporateEmail, normaliseEmail } from '../../server/auth/free-mail.js';

describe('free-mail check', () => {
  it('refuses the common free-mail domains of our markets', () => {
    for (const domain of [
      'gmail.com',
      'hotmail.com',
      'outlook.com',
      'yahoo.com.br',
      'bol.com.br',
      'uol.com.br',
      'fibertel.com.ar',
      'icloud.com',
      'proton.me',
      'mailinator.com',
    ]) {
      expect(isCorporateEmail(`someone@${domain}`), domain).toBe(false);
    }
  });

  it('ignores case and surrounding spaces', () => {
    expect(isCorporateEmail('  Someone@GMAIL.com ')).toBe(false);
    expect(normaliseEmail('  Someone@Acme.TEST ')).toBe('someone@acme.test');
  });

  it('accepts company domains, including ones that merely contain a free-mail name', () => {
    for (const email of ['ana@acme.com.br', 'ana@gmail.com.acme.test', 'ana@mygmail.com', 'ana@rh.empresa.com.ar']) {
      expect(isCorporateEmail(email), email).toBe(true);
    }
  });

  it('refuses an address without a domain', () => {
    expect(isCorporateEmail('ana')).toBe(false);
    expect(isCorporateEmail('ana@')).toBe(false);
  });
});
