/**
 * Words readers type for an icon that its name does not contain, written for this site's
 * Material Icons gallery: each entry lists the icons (base names, without a theme suffix) and
 * the everyday words that should find them. `buildMaterialIconIndex` fails on a name the
 * installed package lacks, so a package upgrade that renames an icon is noticed.
 */
export const ICON_SYNONYMS: readonly { icons: readonly string[]; words: readonly string[] }[] = [
  {
    icons: ['Delete', 'DeleteOutline', 'DeleteForever'],
    words: ['trash', 'bin', 'garbage', 'remove', 'rubbish', 'discard'],
  },
  { icons: ['Home', 'House', 'Cottage'], words: ['house', 'start', 'main', 'building'] },
  {
    icons: ['Settings', 'Tune', 'SettingsApplications'],
    words: ['gear', 'cog', 'preferences', 'options', 'configuration'],
  },
  {
    icons: ['Search', 'ManageSearch', 'ZoomIn'],
    words: ['magnifier', 'magnifying glass', 'find', 'lookup', 'lens'],
  },
  {
    icons: ['Person', 'AccountCircle', 'Face'],
    words: ['user', 'profile', 'account', 'avatar', 'human', 'member'],
  },
  {
    icons: ['Group', 'People', 'Groups'],
    words: ['team', 'users', 'community', 'members', 'crowd'],
  },
  { icons: ['Mail', 'Email', 'Inbox'], words: ['envelope', 'letter', 'message', 'post', 'e-mail'] },
  {
    icons: ['Phone', 'Call', 'Smartphone'],
    words: ['telephone', 'mobile', 'cell', 'dial', 'ring'],
  },
  { icons: ['Favorite', 'FavoriteBorder'], words: ['heart', 'like', 'love', 'health'] },
  { icons: ['Star', 'StarBorder', 'Grade'], words: ['rating', 'favorite', 'rate', 'review'] },
  { icons: ['Bookmark', 'BookmarkBorder'], words: ['save for later', 'ribbon', 'keep'] },
  { icons: ['Add', 'AddCircle', 'AddBox'], words: ['plus', 'new', 'create', 'insert'] },
  { icons: ['Remove', 'RemoveCircle'], words: ['minus', 'subtract', 'less'] },
  { icons: ['Close', 'Cancel', 'Clear'], words: ['x', 'dismiss', 'exit', 'cross', 'shut'] },
  { icons: ['Edit', 'Create', 'ModeEdit'], words: ['pencil', 'pen', 'write', 'modify', 'change'] },
  { icons: ['Save', 'SaveAlt'], words: ['floppy', 'disk', 'store', 'keep'] },
  {
    icons: ['Download', 'FileDownload', 'CloudDownload'],
    words: ['get', 'fetch', 'export', 'arrow down'],
  },
  {
    icons: ['Upload', 'FileUpload', 'CloudUpload'],
    words: ['send', 'import', 'publish', 'arrow up'],
  },
  {
    icons: ['CalendarMonth', 'CalendarToday', 'Event', 'DateRange'],
    words: ['date', 'schedule', 'day', 'month', 'agenda', 'appointment'],
  },
  {
    icons: ['AccessTime', 'Schedule', 'Alarm', 'Timer'],
    words: ['clock', 'time', 'watch', 'hour', 'deadline'],
  },
  {
    icons: ['ShoppingCart', 'ShoppingBasket', 'ShoppingBag'],
    words: ['cart', 'basket', 'shop', 'buy', 'purchase', 'store', 'checkout'],
  },
  {
    icons: ['AttachMoney', 'Payments', 'Paid', 'CreditCard'],
    words: ['money', 'cash', 'dollar', 'price', 'pay', 'billing', 'currency'],
  },
  {
    icons: ['LocationOn', 'Place', 'Map', 'PinDrop'],
    words: ['pin', 'marker', 'location', 'address', 'gps', 'where'],
  },
  {
    icons: ['Lock', 'LockPerson', 'Https'],
    words: ['password', 'secure', 'private', 'padlock', 'locked'],
  },
  { icons: ['LockOpen'], words: ['unlock', 'unlocked', 'open padlock'] },
  {
    icons: ['Warning', 'ReportProblem', 'WarningAmber'],
    words: ['caution', 'alert', 'danger', 'attention', 'triangle'],
  },
  {
    icons: ['Error', 'ErrorOutline', 'Report'],
    words: ['problem', 'failure', 'invalid', 'exclamation'],
  },
  { icons: ['Info'], words: ['information', 'about', 'details', 'i'] },
  {
    icons: ['Help', 'HelpOutline', 'QuestionMark', 'SupportAgent'],
    words: ['question', 'support', 'faq', 'assistance'],
  },
  { icons: ['Menu', 'MenuOpen'], words: ['hamburger', 'navigation', 'drawer', 'lines'] },
  {
    icons: ['MoreVert', 'MoreHoriz'],
    words: ['dots', 'kebab', 'ellipsis', 'overflow', 'more options'],
  },
  { icons: ['Share', 'IosShare', 'Reply'], words: ['send', 'forward', 'social'] },
  { icons: ['Link', 'InsertLink', 'AddLink'], words: ['chain', 'url', 'hyperlink', 'web address'] },
  {
    icons: ['PhotoCamera', 'CameraAlt', 'Image', 'Photo'],
    words: ['camera', 'picture', 'photo', 'image', 'snapshot'],
  },
  { icons: ['Videocam', 'Movie', 'PlayCircle'], words: ['video', 'film', 'cinema', 'recording'] },
  {
    icons: ['MusicNote', 'LibraryMusic', 'Headphones'],
    words: ['music', 'song', 'audio', 'sound', 'tune'],
  },
  { icons: ['VolumeUp', 'VolumeDown'], words: ['sound', 'speaker', 'loud', 'audio'] },
  { icons: ['VolumeOff', 'NotificationsOff', 'MicOff'], words: ['mute', 'silent', 'quiet'] },
  {
    icons: ['Notifications', 'NotificationsActive'],
    words: ['bell', 'alert', 'reminder', 'alarm'],
  },
  {
    icons: ['Chat', 'Comment', 'Forum', 'Message'],
    words: ['conversation', 'talk', 'speech bubble', 'discussion', 'reply'],
  },
  { icons: ['Send'], words: ['paper plane', 'submit', 'deliver'] },
  { icons: ['AttachFile'], words: ['paperclip', 'attachment', 'clip'] },
  { icons: ['Print', 'LocalPrintshop'], words: ['printer', 'paper'] },
  {
    icons: ['Refresh', 'Sync', 'Autorenew', 'Replay'],
    words: ['reload', 'update', 'retry', 'again', 'loop'],
  },
  { icons: ['Undo', 'Redo'], words: ['back', 'revert', 'history', 'step'] },
  { icons: ['ContentCopy', 'FileCopy'], words: ['copy', 'duplicate', 'clone', 'clipboard'] },
  { icons: ['ContentPaste'], words: ['paste', 'clipboard'] },
  { icons: ['ContentCut'], words: ['cut', 'scissors', 'trim'] },
  { icons: ['FilterList', 'FilterAlt'], words: ['funnel', 'refine', 'narrow'] },
  { icons: ['Sort', 'SwapVert'], words: ['order', 'arrange', 'reorder'] },
  {
    icons: ['Check', 'Done', 'CheckCircle', 'TaskAlt'],
    words: ['tick', 'ok', 'confirm', 'yes', 'success', 'complete', 'approve'],
  },
  { icons: ['Logout', 'ExitToApp'], words: ['sign out', 'log out', 'leave'] },
  { icons: ['Login'], words: ['sign in', 'log in', 'enter'] },
  {
    icons: ['Wifi', 'SignalWifi4Bar', 'Router'],
    words: ['wireless', 'internet', 'network', 'connection'],
  },
  {
    icons: ['BatteryFull', 'BatteryChargingFull', 'Power'],
    words: ['battery', 'charge', 'energy', 'power'],
  },
  {
    icons: ['LightMode', 'WbSunny', 'Brightness7'],
    words: ['sun', 'day', 'light theme', 'bright', 'weather'],
  },
  { icons: ['DarkMode', 'NightsStay', 'Bedtime'], words: ['moon', 'night', 'dark theme', 'sleep'] },
  {
    icons: ['Cloud', 'CloudQueue', 'Thunderstorm', 'Umbrella'],
    words: ['weather', 'rain', 'storage', 'sky'],
  },
  {
    icons: ['Folder', 'FolderOpen', 'CreateNewFolder'],
    words: ['directory', 'files', 'collection'],
  },
  {
    icons: ['Description', 'InsertDriveFile', 'Article', 'TextSnippet'],
    words: ['document', 'file', 'paper', 'page', 'text'],
  },
  {
    icons: ['DirectionsCar', 'LocalTaxi', 'ElectricCar'],
    words: ['car', 'vehicle', 'auto', 'drive', 'transport'],
  },
  {
    icons: ['Flight', 'FlightTakeoff', 'AirplanemodeActive'],
    words: ['plane', 'airplane', 'airport', 'travel', 'trip'],
  },
  {
    icons: ['Train', 'DirectionsRailway', 'Tram'],
    words: ['rail', 'railway', 'metro', 'subway', 'transit'],
  },
  { icons: ['DirectionsBike', 'PedalBike'], words: ['bicycle', 'cycling', 'bike'] },
  {
    icons: ['Restaurant', 'LocalDining', 'Fastfood', 'LunchDining'],
    words: ['food', 'eat', 'dining', 'meal', 'cutlery', 'fork'],
  },
  {
    icons: ['LocalCafe', 'Coffee', 'EmojiFoodBeverage'],
    words: ['coffee', 'cafe', 'tea', 'cup', 'mug', 'drink'],
  },
  { icons: ['CardGiftcard', 'Redeem'], words: ['gift', 'present', 'reward', 'voucher'] },
  { icons: ['Visibility'], words: ['eye', 'view', 'show', 'visible', 'see', 'preview'] },
  { icons: ['VisibilityOff'], words: ['hide', 'hidden', 'invisible', 'eye off'] },
  { icons: ['ThumbUp', 'ThumbUpOffAlt'], words: ['like', 'approve', 'agree', 'upvote'] },
  { icons: ['ThumbDown', 'ThumbDownOffAlt'], words: ['dislike', 'disagree', 'downvote'] },
  {
    icons: ['Language', 'Public', 'Translate'],
    words: ['globe', 'world', 'international', 'earth', 'translation'],
  },
  {
    icons: ['Code', 'Terminal', 'DataObject'],
    words: ['developer', 'programming', 'source', 'brackets', 'console'],
  },
  { icons: ['BugReport', 'PestControl'], words: ['bug', 'issue', 'defect', 'insect', 'debug'] },
  { icons: ['Dashboard', 'SpaceDashboard'], words: ['overview', 'panels', 'summary', 'widgets'] },
  {
    icons: ['BarChart', 'ShowChart', 'PieChart', 'Analytics', 'TrendingUp'],
    words: ['chart', 'graph', 'statistics', 'stats', 'report', 'metrics'],
  },
  {
    icons: ['Business', 'Apartment', 'Store', 'Domain'],
    words: ['office', 'company', 'building', 'organization', 'shop'],
  },
  {
    icons: ['School', 'AutoStories', 'MenuBook'],
    words: ['education', 'graduation', 'learn', 'study', 'book', 'read'],
  },
  {
    icons: ['Whatshot', 'LocalFireDepartment'],
    words: ['fire', 'hot', 'trending', 'flame', 'popular'],
  },
  {
    icons: ['ArrowBack', 'ArrowBackIos', 'ChevronLeft'],
    words: ['previous', 'left', 'back', 'return'],
  },
  {
    icons: ['ArrowForward', 'ArrowForwardIos', 'ChevronRight'],
    words: ['next', 'right', 'forward', 'continue'],
  },
  {
    icons: ['ExpandMore', 'KeyboardArrowDown'],
    words: ['chevron down', 'caret', 'open', 'dropdown'],
  },
  { icons: ['ExpandLess', 'KeyboardArrowUp'], words: ['chevron up', 'collapse', 'close'] },
  { icons: ['Fullscreen', 'OpenInFull'], words: ['maximize', 'enlarge', 'expand'] },
  { icons: ['FullscreenExit', 'CloseFullscreen'], words: ['minimize', 'shrink', 'collapse'] },
  { icons: ['Key', 'VpnKey'], words: ['password', 'access', 'credentials', 'api key'] },
  {
    icons: ['Security', 'Shield', 'GppGood', 'VerifiedUser'],
    words: ['protect', 'protection', 'safe', 'guard', 'antivirus'],
  },
  { icons: ['OpenInNew', 'Launch'], words: ['external', 'new tab', 'new window', 'pop out'] },
  { icons: ['Pets'], words: ['dog', 'cat', 'animal', 'paw'] },
  {
    icons: ['Lightbulb', 'TipsAndUpdates', 'EmojiObjects'],
    words: ['idea', 'tip', 'hint', 'bulb', 'insight'],
  },
  {
    icons: ['Palette', 'ColorLens', 'Brush'],
    words: ['color', 'color', 'paint', 'theme', 'art', 'design'],
  },
  { icons: ['Mic', 'KeyboardVoice'], words: ['microphone', 'voice', 'record', 'speak'] },
  {
    icons: ['Accessibility', 'AccessibilityNew', 'Accessible'],
    words: ['a11y', 'disability', 'wheelchair', 'inclusive'],
  },
];
