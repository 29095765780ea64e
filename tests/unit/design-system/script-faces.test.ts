import { describe, expect, it } from 'vitest';
import { brands, createBrandTheme } from '@writers-center/design-system';
import { withScriptFace } from '../../../design-system/src/theme/scriptFaces';

describe('script faces', () => {
  it("puts the face before the stack's generic family, or last without one", () => {
    expect(withScriptFace('"DejaVu Serif", Georgia, serif', '"Noto Sans SC"')).toBe('"DejaVu Serif", Georgia, "Noto Sans SC", serif');
    expect(withScriptFace("'Segoe UI', Roboto", '"Noto Sans SC"')).toBe("'Segoe UI', Roboto, \"Noto Sans SC\"");
  });

  it('gives every brand the Chinese face in Chinese only, its own faces first', () => {
    for (const brand of brands) {
      const latin = createBrandTheme(brand, 'light', 'de');
      const chinese = createBrandTheme(brand, 'light', 'zh-CN');
      expect(latin.fontFamilyBase).toBe(createBrandTheme(brand, 'light').fontFamilyBase);
      expect(latin.fontFamilyBase).not.toContain('Noto Sans SC');
      expect(chinese.fontFamilyBase.startsWith(latin.fontFamilyBase.split(',')[0]!)).toBe(true);
      for (const stack of [chinese.fontFamilyBase, chinese.fontFamilyMonospace, chinese.fontFamilyNumeric]) expect(stack).toContain('"Noto Sans SC"');
    }
  });
});
