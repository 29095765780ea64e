export { PopupNotice, POPUP_LOCK_MS, POPUP_TYPE_ICONS } from './PopupNotice';
export { popupDismissedUntil, recordPopupDismissal, shouldShowPopup } from './popupSchedule';
export type { PopupDismissals, PopupType } from './popupSchedule';
export type { PopupNoticeProps } from './PopupNotice.types';
