import { themeCss } from '@bondkit/widgets';
import { describe, expect, it } from 'vitest';
import { hostCss, themeBaseCss } from './styles';

describe('element styles', () => {
  it("keeps the widgets' base rules and drops their token declarations", () => {
    expect(themeCss).toContain("[data-bk-theme='light']{--bk-color-bg:");
    expect(themeBaseCss).not.toContain('data-bk-theme');
    expect(themeBaseCss).not.toMatch(/--bk-[a-z-]+:/);
    expect(themeBaseCss).toContain('.bk-root{font-family:var(--bk-font-family);');
    expect(themeBaseCss).toContain('.bk-visually-hidden{');
  });

  it('declares the theme’s tokens on :host, without the font family unless asked', () => {
    const light = hostCss('light', false);
    expect(light.startsWith(':host{display:block;--bk-color-bg:#ffffff;')).toBe(true);
    expect(light).toContain('--bk-space-4:16px;');
    expect(light).toContain('color-scheme:light;');
    expect(light).not.toContain('--bk-font-family:');
    expect(light).toContain('--bk-font-family-mono:');
    expect(hostCss('dark', false)).toContain('--bk-color-bg:#0f1520;');
    expect(hostCss('light', true)).toContain('--bk-font-family:system-ui');
    expect(light).toContain(':host([hidden]){display:none;}');
  });
});
