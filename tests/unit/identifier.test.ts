import { describe, expect, it } from 'vitest';
import { CODE_LOGIN_DOMAIN, normaliseCode, parseLoginIdentifier } from '../../server/auth/identifier.js';

describe('login identifier', () => {
  it('reads an e-mail, trimmed and lower-cased', () => {
    expect(parseLoginIdentifier('  Ana.Ribeiro@ACME.test ')).toEqual({ kind: 'email', email: 'ana.ribeiro@acme.test' });
  });

  it('reads anything without @ as a code, without dots, dashes, slashes or spaces', () => {
    expect(parseLoginIdentifier('123.456.789-00')).toEqual({ kind: 'code', code: '12345678900' });
    expect(parseLoginIdentifier(' 12.345.678/0001-90 ')).toEqual({ kind: 'code', code: '12345678000190' });
    expect(parseLoginIdentifier('EMP 042')).toEqual({ kind: 'code', code: 'EMP042' });
  });

  it('strips the placeholder domain the legacy client appends to codes, in any case', () => {
    expect(CODE_LOGIN_DOMAIN).toBe('code.clima.local');
    expect(parseLoginIdentifier('123.456.789-00@code.clima.local')).toEqual({ kind: 'code', code: '12345678900' });
    expect(parseLoginIdentifier('ABC-1@CODE.CLIMA.LOCAL')).toEqual({ kind: 'code', code: 'ABC1' });
    // The code keeps its case: only the domain is matched without it.
    expect(parseLoginIdentifier('AbC@code.clima.local')).toEqual({ kind: 'code', code: 'AbC' });
  });

  it('does not mistake a look-alike domain for the placeholder', () => {
    expect(parseLoginIdentifier('123@code.clima.local.evil.test')).toEqual({ kind: 'email', email: '123@code.clima.local.evil.test' });
    expect(parseLoginIdentifier('123@xcode.clima.local')).toEqual({ kind: 'email', email: '123@xcode.clima.local' });
  });

  it('normaliseCode leaves a clean code as it is', () => {
    expect(normaliseCode('A1B2')).toBe('A1B2');
    expect(normaliseCode('...')).toBe('');
  });
});
