export { hasStyles, injectStyles, removeStyles, type StyleRoot, setStyles } from './inject';
export { themeBaseCss, themeCss } from './styles';
export {
  type ColorTokens,
  darkColors,
  fontTokens,
  lightColors,
  radiusTokens,
  spaceTokens,
  type ThemeName,
  themeDeclarations,
} from './tokens';
