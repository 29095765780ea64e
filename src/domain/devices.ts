/** Phones, which the portal sends to the mobile author login; the server sends them that notice's page. */
const MOBILE = /Android.+Mobile|iPhone|iPod|Windows Phone|IEMobile|BlackBerry|Opera Mini/i;

export const isMobileUserAgent = (userAgent: string | undefined): boolean => !!userAgent && MOBILE.test(userAgent);
