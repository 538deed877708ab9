import { defineBackground } from 'wxt/utils/define-background';
import { registerBackground } from '../../lib/extension/background';

export default defineBackground(() => registerBackground());
