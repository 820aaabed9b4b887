import { Decimal } from '@bondkit/sdk-core';
import { describe, expect, it } from 'vitest';
import { dec, maxDecimal, minDecimal, money, moneyDown, moneyUp, wire, wirePrice, ZERO } from './decimal';

describe('sandbox money helpers (sdk-core Decimal)', () => {
  it('reads strings, numbers and decimals, and divides to 20 decimals half up as big.js did', () => {
    const d = new Decimal('1.5');
    expect(dec(d)).toBe(d);
    expect(dec('101.25').plus(dec(0.1)).toFixed()).toBe('101.35');
    expect(dec(1).div(3).toFixed()).toBe('0.33333333333333333333');
    expect(dec(2).div(3).toFixed()).toBe('0.66666666666666666667');
    expect(dec('-2').div(3).toFixed()).toBe('-0.66666666666666666667');
  });

  it('rounds money half up, down or up to the cent', () => {
    expect(money('1.005').toFixed(2)).toBe('1.01');
    expect(money('-1.005').toFixed(2)).toBe('-1.01');
    expect(moneyDown('10.999').toFixed(2)).toBe('10.99');
    expect(moneyUp('10.001').toFixed(2)).toBe('10.01');
    expect(moneyUp('-10.001').toFixed(2)).toBe('-10.01');
  });

  it('puts amounts on the wire with exactly 2 decimals, never -0.00', () => {
    expect(wire('1010')).toBe('1010.00');
    expect(wire('-3.5')).toBe('-3.50');
    expect(wire('-0.004')).toBe('0.00');
    expect(wire(ZERO)).toBe('0.00');
  });

  it('puts prices on the wire with 2 decimals, or up to 4 when they carry them', () => {
    expect(wirePrice('101.25')).toBe('101.25');
    expect(wirePrice('99')).toBe('99.00');
    expect(wirePrice('101.2501')).toBe('101.2501');
    expect(wirePrice('101.123456')).toBe('101.1235');
  });

  it('takes the greater and the lesser of two decimals', () => {
    expect(maxDecimal(dec('1.5'), dec('-2')).toFixed()).toBe('1.5');
    expect(minDecimal(dec('1.5'), dec('-2')).toFixed()).toBe('-2');
  });
});
