export const PRODUCT_NAME = 'OpenHouse Market';
export const SALES_EMAIL = 'sales@openhouse.market';
export const PRIVACY_EMAIL = 'privacy@openhouse.market';
export const SUPPORT_EMAIL = 'support@openhouse.market';
