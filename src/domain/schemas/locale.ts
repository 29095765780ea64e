import * as yup from 'yup';
import { V } from './messages';

// A value of the wrong type (an object where text belongs) gets our message id,
// so the server's answer names every bad field in the user's language.
yup.setLocale({ mixed: { notType: V.invalid, default: V.invalid } });
