import type { Theme } from 'vitepress';
import DefaultTheme from 'vitepress/theme';
import ElementList from './ElementList.vue';
import HomeLayout from './HomeLayout.vue';
import LiveExample from './LiveExample.vue';
import SandboxStatus from './SandboxStatus.vue';
import ThemeEditor from './ThemeEditor.vue';
import TokenTable from './TokenTable.vue';
import WidgetProps from './WidgetProps.vue';
import './custom.css';

export default {
  extends: DefaultTheme,
  enhanceApp({ app }) {
    app.component('ElementList', ElementList);
    app.component('HomeLayout', HomeLayout);
    app.component('LiveExample', LiveExample);
    app.component('SandboxStatus', SandboxStatus);
    app.component('ThemeEditor', ThemeEditor);
    app.component('TokenTable', TokenTable);
    app.component('WidgetProps', WidgetProps);
  },
} satisfies Theme;
