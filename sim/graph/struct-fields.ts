// Fields of the structured params (targeting, promoted_object, object_story_spec, ...), verbatim from the v25.0 spec
// files, so nested keys can be checked like top-level params; a type names another struct, an enum or a scalar.
import { creativeStructs } from './struct-fields-creative';
import { targetingStructs } from './struct-fields-targeting';

const otherStructs: Readonly<Record<string, Readonly<Record<string, string>>>> = {
  AdPromotedObject: {
    application_id: 'string',
    boosted_product_set_id: 'string',
    conversion_goal_id: 'string',
    custom_conversion_id: 'string',
    custom_event_str: 'string',
    custom_event_type: 'AdPromotedObject_custom_event_type',
    dataset_split_id: 'string',
    dataset_split_ids: 'list<string>',
    event_id: 'string',
    full_funnel_objective: 'AdPromotedObject_full_funnel_objective',
    fundraiser_campaign_id: 'string',
    lead_ads_custom_event_str: 'string',
    lead_ads_custom_event_type: 'AdPromotedObject_lead_ads_custom_event_type',
    lead_ads_form_event_source_type: 'string',
    lead_ads_offsite_conversion_type: 'string',
    lead_ads_selected_pixel_id: 'string',
    live_video_destination: 'string',
    mcme_conversion_id: 'string',
    multi_event_product: 'string',
    object_store_url: 'string',
    object_store_urls: 'list<string>',
    offer_id: 'string',
    offline_conversion_data_set_id: 'string',
    offsite_conversion_event_id: 'string',
    omnichannel_object: 'Object',
    page_id: 'string',
    passback_application_id: 'string',
    passback_pixel_id: 'string',
    pixel_aggregation_rule: 'string',
    pixel_id: 'string',
    pixel_rule: 'string',
    place_page_set: 'AdPlacePageSet',
    place_page_set_id: 'string',
    product_catalog_id: 'string',
    product_item_id: 'string',
    product_set: 'ProductSet',
    product_set_id: 'string',
    product_set_optimization: 'string',
    retention_days: 'string',
    smart_pse_enabled: 'bool',
    smart_pse_setting: 'string',
    value_semantic_type: 'string',
    variation: 'string',
    whats_app_business_phone_number_id: 'string',
    whatsapp_phone_number: 'string',
  },
  AttributionSpec: {
    event_type: 'string',
    window_days: 'int',
  },
  DayPart: {
    days: 'list<int>',
    end_minute: 'int',
    start_minute: 'int',
    timezone_type: 'string',
  },
  AdCampaignBidConstraint: {
    roas_average_floor: 'int',
  },
};

export const structFields: Readonly<Record<string, Readonly<Record<string, string>>>> = { ...targetingStructs, ...creativeStructs, ...otherStructs };

export const structEnums: Readonly<Record<string, readonly string[]>> = {
  AdAssetFeedSpec_call_to_action_types: ['ADD_TO_CART', 'APPLY_NOW', 'ASK_ABOUT_SERVICES', 'ASK_A_QUESTION', 'ASK_FOR_MORE_INFO', 'ASK_US', 'AUDIO_CALL', 'BOOK_A_CONSULTATION', 'BOOK_NOW', 'BOOK_TRAVEL', 'BROWSE_SHOP', 'BUY', 'BUY_NOW', 'BUY_TICKETS', 'BUY_VIA_MESSAGE', 'CALL', 'CALL_ME', 'CALL_NOW', 'CHAT_NOW', 'CHAT_WITH_US', 'CONFIRM', 'CONTACT', 'CONTACT_US', 'DONATE', 'DONATE_NOW', 'DOWNLOAD', 'EVENT_RSVP', 'FIND_A_GROUP', 'FIND_OUT_MORE', 'FIND_YOUR_GROUPS', 'FOLLOW_NEWS_STORYLINE', 'FOLLOW_PAGE', 'FOLLOW_USER', 'GET_A_QUOTE', 'GET_DETAILS', 'GET_DIRECTIONS', 'GET_IN_TOUCH', 'GET_OFFER', 'GET_OFFER_VIEW', 'GET_PROMOTIONS', 'GET_QUOTE', 'GET_SHOWTIMES', 'GET_STARTED', 'INQUIRE_NOW', 'INSTALL_APP', 'INSTALL_MOBILE_APP', 'JOIN_CHANNEL', 'LEARN_MORE', 'LIKE_PAGE', 'LISTEN_MUSIC', 'LISTEN_NOW', 'MAKE_AN_APPOINTMENT', 'MESSAGE_PAGE', 'MOBILE_DOWNLOAD', 'NO_BUTTON', 'OPEN_INSTANT_APP', 'OPEN_LINK', 'ORDER_NOW', 'PAY_TO_ACCESS', 'PLAY_GAME', 'PLAY_GAME_ON_FACEBOOK', 'PURCHASE_GIFT_CARDS', 'RAISE_MONEY', 'RECORD_NOW', 'REFER_FRIENDS', 'REQUEST_TIME', 'SAY_THANKS', 'SEE_MORE', 'SEE_SHOP', 'SELL_NOW', 'SEND_A_GIFT', 'SEND_GIFT_MONEY', 'SEND_UPDATES', 'SHARE', 'SHOP_NOW', 'SHOP_WITH_AI', 'SIGN_UP', 'SOTTO_SUBSCRIBE', 'START_A_CHAT', 'START_ORDER', 'SUBSCRIBE', 'SWIPE_UP_PRODUCT', 'SWIPE_UP_SHOP', 'TRY_DEMO', 'TRY_ON_WITH_AI', 'UPDATE_APP', 'USE_APP', 'USE_MOBILE_APP', 'VIDEO_ANNOTATION', 'VIDEO_CALL', 'VIEW_CART', 'VIEW_CHANNEL', 'VIEW_IN_CART', 'VIEW_PRODUCT', 'VISIT_PAGES_FEED', 'VISIT_WEBSITE', 'WATCH_LIVE_VIDEO', 'WATCH_MORE', 'WATCH_VIDEO', 'WHATSAPP_MESSAGE', 'WOODHENGE_SUPPORT'],
  AdCreativeLinkDataCallToAction_type: ['ADD_TO_CART', 'APPLY_NOW', 'ASK_ABOUT_SERVICES', 'ASK_A_QUESTION', 'ASK_FOR_MORE_INFO', 'ASK_US', 'AUDIO_CALL', 'BOOK_A_CONSULTATION', 'BOOK_NOW', 'BOOK_TRAVEL', 'BROWSE_SHOP', 'BUY', 'BUY_NOW', 'BUY_TICKETS', 'BUY_VIA_MESSAGE', 'CALL', 'CALL_ME', 'CALL_NOW', 'CHAT_NOW', 'CHAT_WITH_US', 'CONFIRM', 'CONTACT', 'CONTACT_US', 'DONATE', 'DONATE_NOW', 'DOWNLOAD', 'EVENT_RSVP', 'FIND_A_GROUP', 'FIND_OUT_MORE', 'FIND_YOUR_GROUPS', 'FOLLOW_NEWS_STORYLINE', 'FOLLOW_PAGE', 'FOLLOW_USER', 'GET_A_QUOTE', 'GET_DETAILS', 'GET_DIRECTIONS', 'GET_IN_TOUCH', 'GET_OFFER', 'GET_OFFER_VIEW', 'GET_PROMOTIONS', 'GET_QUOTE', 'GET_SHOWTIMES', 'GET_STARTED', 'INQUIRE_NOW', 'INSTALL_APP', 'INSTALL_MOBILE_APP', 'JOIN_CHANNEL', 'LEARN_MORE', 'LIKE_PAGE', 'LISTEN_MUSIC', 'LISTEN_NOW', 'MAKE_AN_APPOINTMENT', 'MESSAGE_PAGE', 'MOBILE_DOWNLOAD', 'NO_BUTTON', 'OPEN_INSTANT_APP', 'OPEN_LINK', 'ORDER_NOW', 'PAY_TO_ACCESS', 'PLAY_GAME', 'PLAY_GAME_ON_FACEBOOK', 'PURCHASE_GIFT_CARDS', 'RAISE_MONEY', 'RECORD_NOW', 'REFER_FRIENDS', 'REQUEST_TIME', 'SAY_THANKS', 'SEE_MORE', 'SEE_SHOP', 'SELL_NOW', 'SEND_A_GIFT', 'SEND_GIFT_MONEY', 'SEND_UPDATES', 'SHARE', 'SHOP_NOW', 'SHOP_WITH_AI', 'SIGN_UP', 'SOTTO_SUBSCRIBE', 'START_A_CHAT', 'START_ORDER', 'SUBSCRIBE', 'SWIPE_UP_PRODUCT', 'SWIPE_UP_SHOP', 'TRY_DEMO', 'TRY_ON_WITH_AI', 'UPDATE_APP', 'USE_APP', 'USE_MOBILE_APP', 'VIDEO_ANNOTATION', 'VIDEO_CALL', 'VIEW_CART', 'VIEW_CHANNEL', 'VIEW_IN_CART', 'VIEW_PRODUCT', 'VISIT_PAGES_FEED', 'VISIT_WEBSITE', 'WATCH_LIVE_VIDEO', 'WATCH_MORE', 'WATCH_VIDEO', 'WHATSAPP_MESSAGE', 'WOODHENGE_SUPPORT'],
  AdCreativeLinkData_format_option: ['carousel_ar_effects', 'carousel_images_multi_items', 'carousel_images_single_item', 'carousel_slideshows', 'collection_video', 'single_image'],
  AdPromotedObject_custom_event_type: ['ACHIEVEMENT_UNLOCKED', 'ADD_PAYMENT_INFO', 'ADD_TO_CART', 'ADD_TO_WISHLIST', 'AD_IMPRESSION', 'COMPLETE_REGISTRATION', 'CONTACT', 'CONTENT_VIEW', 'CUSTOMIZE_PRODUCT', 'D2_RETENTION', 'D7_RETENTION', 'DONATE', 'FIND_LOCATION', 'INITIATED_CHECKOUT', 'LEAD', 'LEVEL_ACHIEVED', 'LISTING_INTERACTION', 'MESSAGING_CONVERSATION_STARTED_7D', 'OTHER', 'PURCHASE', 'RATE', 'SCHEDULE', 'SEARCH', 'SERVICE_BOOKING_REQUEST', 'SPENT_CREDITS', 'START_TRIAL', 'SUBMIT_APPLICATION', 'SUBSCRIBE', 'TUTORIAL_COMPLETION'],
  AdPromotedObject_full_funnel_objective: ['APP_INSTALLS', 'BRAND_AWARENESS', 'EVENT_RESPONSES', 'LEAD_GENERATION', 'LINK_CLICKS', 'LOCAL_AWARENESS', 'MESSAGES', 'OFFER_CLAIMS', 'OUTCOME_APP_PROMOTION', 'OUTCOME_AWARENESS', 'OUTCOME_ENGAGEMENT', 'OUTCOME_LEADS', 'OUTCOME_SALES', 'OUTCOME_TRAFFIC', 'PAGE_LIKES', 'POST_ENGAGEMENT', 'PRODUCT_CATALOG_SALES', 'REACH', 'STORE_VISITS', 'VIDEO_VIEWS', 'WEBSITE_CONVERSIONS'],
  AdPromotedObject_lead_ads_custom_event_type: ['ACHIEVEMENT_UNLOCKED', 'ADD_PAYMENT_INFO', 'ADD_TO_CART', 'ADD_TO_WISHLIST', 'AD_IMPRESSION', 'COMPLETE_REGISTRATION', 'CONTACT', 'CONTENT_VIEW', 'CUSTOMIZE_PRODUCT', 'D2_RETENTION', 'D7_RETENTION', 'DONATE', 'FIND_LOCATION', 'INITIATED_CHECKOUT', 'LEAD', 'LEVEL_ACHIEVED', 'LISTING_INTERACTION', 'MESSAGING_CONVERSATION_STARTED_7D', 'OTHER', 'PURCHASE', 'RATE', 'SCHEDULE', 'SEARCH', 'SERVICE_BOOKING_REQUEST', 'SPENT_CREDITS', 'START_TRIAL', 'SUBMIT_APPLICATION', 'SUBSCRIBE', 'TUTORIAL_COMPLETION'],
  Targeting_device_platforms: ['desktop', 'mobile'],
  Targeting_effective_device_platforms: ['desktop', 'mobile'],
};
