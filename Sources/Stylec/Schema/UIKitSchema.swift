/// The built-in UIKit schema, written in the schema file format (see `SchemaDecoder`): the
/// types and properties that Classy, InterfaCSS and Nimbus document, so that UIKit stylesheets
/// lint with no configuration.
let uikitSchemaJSON = #"""
  {
   "base": "none",
   "types": {
    "CALayer": {
     "properties": {
      "anchor-point": "point",
      "background-color": "color",
      "border-color": "color",
      "border-width": "length(0...)",
      "corner-radius": "length(0...)",
      "hidden": "boolean",
      "masks-to-bounds": "boolean",
      "opacity": "number(0...1)",
      "shadow-color": "color",
      "shadow-offset": "size",
      "shadow-opacity": "number(0...1)",
      "shadow-radius": "length(0...)",
      "z-position": "number"
     },
     "superclass": "NSObject"
    },
    "NITextField": {
     "properties": {
      "-mobile-title-insets": "insets"
     },
     "superclass": "UITextField"
    },
    "NSObject": {},
    "ParagraphStyle": {
     "properties": {
      "alignment": "enum(left|center|right|justified|natural)",
      "first-line-head-indent": "number",
      "head-indent": "number",
      "line-break-mode": "enum(word-wrap|word-wrapping|char-wrap|character-wrap|char-wrapping|clip|clipping|head-truncate|truncate-head|truncating-head|tail-truncate|truncate-tail|truncating-tail|tail-truncation|middle-truncate|truncate-middle|truncating-middle)",
      "line-height-multiple": "number",
      "line-spacing": "number",
      "maximum-line-height": "number",
      "minimum-line-height": "number",
      "paragraph-spacing": "number",
      "tail-indent": "number"
     },
     "superclass": "NSObject"
    },
    "Shadow": {
     "properties": {
      "shadow-blur-radius": "number",
      "shadow-color": "color",
      "shadow-offset": "size"
     },
     "superclass": "NSObject"
    },
    "TextAttributes": {
     "properties": {
      "background-color": "color",
      "baseline-offset": "number",
      "font": "font",
      "foreground-color": "color",
      "kern": "number",
      "ligature": "number",
      "paragraph-style": "object(ParagraphStyle)",
      "shadow": "object(Shadow)",
      "shadow-color": "color",
      "shadow-offset": "point",
      "strikethrough-style": "enum(none|single|thick|double)",
      "stroke-color": "color",
      "stroke-width": "number",
      "text-color": "color",
      "underline-style": "enum(none|single|thick|double)"
     },
     "superclass": "NSObject"
    },
    "TextContainer": {
     "properties": {
      "line-break-mode": "enum(word-wrap|word-wrapping|char-wrap|character-wrap|char-wrapping|clip|clipping|head-truncate|truncate-head|truncating-head|tail-truncate|truncate-tail|truncating-tail|tail-truncation|middle-truncate|truncate-middle|truncating-middle)",
      "line-fragment-padding": "number",
      "maximum-number-of-lines": "number"
     },
     "superclass": "NSObject"
    },
    "UIActivityIndicatorView": {
     "properties": {
      "-ios-activity-indicator-style": "enum(gray|white|white-large)",
      "activity-indicator-view-style": "enum(gray=2|white=1|white-large=0|medium=100|large=101)",
      "animating": "boolean",
      "color": "color",
      "hides-when-stopped": "boolean",
      "style": "enum(gray=2|white=1|white-large=0|medium=100|large=101)"
     },
     "superclass": "UIView"
    },
    "UIActivityViewController": {
     "superclass": "UIViewController"
    },
    "UIAlertController": {
     "properties": {
      "message": "string"
     },
     "superclass": "UIViewController"
    },
    "UIBarButtonItem": {
     "properties": {
      "back-button-background-image": {
       "arguments": {
        "bar-metrics": [
         "default",
         "compact",
         "default-prompt",
         "compact-prompt",
         "landscape-phone",
         "landscape-phone-prompt"
        ]
       },
       "states": "control",
       "type": "image"
      },
      "back-button-background-vertical-position-adjustment": {
       "arguments": {
        "bar-metrics": [
         "default",
         "compact",
         "default-prompt",
         "compact-prompt",
         "landscape-phone",
         "landscape-phone-prompt"
        ]
       },
       "type": "number"
      },
      "back-button-title-position-adjustment": {
       "arguments": {
        "bar-metrics": [
         "default",
         "compact",
         "default-prompt",
         "compact-prompt",
         "landscape-phone",
         "landscape-phone-prompt"
        ]
       },
       "type": "point"
      },
      "background-image": {
       "arguments": {
        "bar-metrics": [
         "default",
         "compact",
         "default-prompt",
         "compact-prompt",
         "landscape-phone",
         "landscape-phone-prompt"
        ]
       },
       "states": "control",
       "type": "image"
      },
      "background-vertical-position-adjustment": {
       "arguments": {
        "bar-metrics": [
         "default",
         "compact",
         "default-prompt",
         "compact-prompt",
         "landscape-phone",
         "landscape-phone-prompt"
        ]
       },
       "type": "number"
      },
      "custom-view": "object(UIView)",
      "font": "font",
      "style": "enum(plain=0|bordered=1|done=2)",
      "text-color": {
       "states": "control",
       "type": "color"
      },
      "tint-color": "color",
      "title-position-adjustment": {
       "arguments": {
        "bar-metrics": [
         "default",
         "compact",
         "default-prompt",
         "compact-prompt",
         "landscape-phone",
         "landscape-phone-prompt"
        ]
       },
       "type": "point"
      },
      "width": "length"
     },
     "superclass": "UIBarItem"
    },
    "UIBarItem": {
     "properties": {
      "enabled": "boolean",
      "font": {
       "states": "control",
       "type": "font"
      },
      "image": "image",
      "image-insets": "insets",
      "landscape-image-phone": "image",
      "landscape-image-phone-insets": "insets",
      "shadow-color": {
       "states": "control",
       "type": "color"
      },
      "shadow-offset": {
       "states": "control",
       "type": "size"
      },
      "text-color": {
       "states": "control",
       "type": "color"
      },
      "title": "string",
      "title-text-attributes": {
       "states": "control",
       "type": "object(TextAttributes)"
      }
     },
     "superclass": "NSObject"
    },
    "UIButton": {
     "aliases": {
      "font-family": "title-label.font-family",
      "font-size": "title-label.font-size",
      "font-style": "title-label.font-style",
      "font-weight": "title-label.font-weight"
     },
     "properties": {
      "-ios-button-adjust": "list(enum(none|highlighted|disabled))",
      "-mobile-background-stretch": "insets",
      "-mobile-content-insets": "insets",
      "-mobile-image": {
       "states": "control",
       "type": "image"
      },
      "-mobile-image-insets": "insets",
      "-mobile-text-key": {
       "states": "control",
       "type": "string"
      },
      "-mobile-title-insets": "insets",
      "adjusts-image-when-disabled": "boolean",
      "adjusts-image-when-highlighted": "boolean",
      "attributed-title": {
       "states": "control",
       "type": "attributed-string"
      },
      "background-image": {
       "arguments": {
        "bar-metrics": [
         "default",
         "compact",
         "default-prompt",
         "compact-prompt",
         "landscape-phone",
         "landscape-phone-prompt"
        ],
        "bar-position": [
         "any",
         "bottom",
         "top",
         "top-attached"
        ]
       },
       "states": "control",
       "type": "image"
      },
      "button-type": "enum(custom=0|system=1|detail-disclosure=2|info-light=3|info-dark=4|contact-add=5|close=7)",
      "color": {
       "states": "control",
       "type": "color"
      },
      "content-edge-insets": "insets",
      "font": "font",
      "image": {
       "states": "control",
       "type": "image"
      },
      "image-edge-insets": "insets",
      "image-view": "object(UIImageView)",
      "reverses-title-shadow-when-highlighted": "boolean",
      "shows-touch-when-highlighted": "boolean",
      "text-color": {
       "states": "control",
       "type": "color"
      },
      "text-shadow": {
       "states": "control",
       "type": "any"
      },
      "title": {
       "states": "control",
       "type": "string"
      },
      "title-color": {
       "states": "control",
       "type": "color"
      },
      "title-edge-insets": "insets",
      "title-label": "object(UILabel)",
      "title-shadow-color": {
       "states": "control",
       "type": "color"
      }
     },
     "superclass": "UIControl"
    },
    "UICalendarView": {
     "properties": {
      "font-design": "enum(default|rounded|serif|monospaced)"
     },
     "superclass": "UIView"
    },
    "UICloudSharingController": {
     "superclass": "UIViewController"
    },
    "UICollectionReusableView": {
     "superclass": "UIView"
    },
    "UICollectionView": {
     "aliases": {
      "estimated-item-size": "collection-view-layout.estimated-item-size",
      "footer-reference-size": "collection-view-layout.footer-reference-size",
      "header-reference-size": "collection-view-layout.header-reference-size",
      "item-size": "collection-view-layout.item-size",
      "minimum-interitem-spacing": "collection-view-layout.minimum-interitem-spacing",
      "minimum-line-spacing": "collection-view-layout.minimum-line-spacing",
      "scroll-direction": "collection-view-layout.scroll-direction",
      "section-inset": "collection-view-layout.section-inset"
     },
     "properties": {
      "allows-multiple-selection": "boolean",
      "allows-selection": "boolean",
      "background-view": "object(UIView)",
      "collection-view-layout": "object(UICollectionViewFlowLayout)"
     },
     "superclass": "UIScrollView"
    },
    "UICollectionViewCell": {
     "properties": {
      "background-view": "object(UIView)",
      "content-view": "object(UIView)",
      "highlighted": "boolean",
      "selected": "boolean",
      "selected-background-view": "object(UIView)"
     },
     "states": [
      "selected",
      "highlighted"
     ],
     "superclass": "UICollectionReusableView"
    },
    "UICollectionViewController": {
     "properties": {
      "collection-view": "object(UICollectionView)"
     },
     "superclass": "UIViewController"
    },
    "UICollectionViewFlowLayout": {
     "properties": {
      "estimated-item-size": "size",
      "footer-reference-size": "size",
      "header-reference-size": "size",
      "item-size": "size",
      "minimum-interitem-spacing": "length",
      "minimum-line-spacing": "length",
      "scroll-direction": "enum(vertical=0|horizontal=1)",
      "section-inset": "insets"
     },
     "superclass": "NSObject"
    },
    "UICollectionViewListCell": {
     "properties": {
      "indentation-level": "number",
      "indentation-width": "length"
     },
     "superclass": "UICollectionViewCell"
    },
    "UIColorPickerViewController": {
     "properties": {
      "selected-color": "color",
      "supports-alpha": "boolean"
     },
     "superclass": "UIViewController"
    },
    "UIColorWell": {
     "properties": {
      "selected-color": "color",
      "supports-alpha": "boolean"
     },
     "superclass": "UIControl"
    },
    "UIContentUnavailableView": {
     "superclass": "UIView"
    },
    "UIControl": {
     "properties": {
      "content-horizontal-alignment": "enum(center|left|right|fill|leading|trailing)",
      "content-vertical-alignment": "enum(center|top|bottom|fill)",
      "enabled": "boolean",
      "highlighted": "boolean",
      "selected": "boolean"
     },
     "states": [
      "normal",
      "highlighted",
      "disabled",
      "selected",
      "focused"
     ],
     "superclass": "UIView"
    },
    "UIDatePicker": {
     "properties": {
      "date-picker-mode": "enum(time=0|date=1|date-and-time=2|count-down-timer=3)",
      "minute-interval": "number",
      "preferred-date-picker-style": "enum(automatic=0|wheels=1|compact=2|inline=3)"
     },
     "superclass": "UIControl"
    },
    "UIDocumentBrowserViewController": {
     "properties": {
      "allows-document-creation": "boolean",
      "allows-picking-multiple-items": "boolean"
     },
     "superclass": "UIViewController"
    },
    "UIDocumentPickerViewController": {
     "properties": {
      "allows-multiple-selection": "boolean",
      "shows-file-extensions": "boolean"
     },
     "superclass": "UIViewController"
    },
    "UIEventAttributionView": {
     "superclass": "UIView"
    },
    "UIFontPickerViewController": {
     "superclass": "UIViewController"
    },
    "UIImagePickerController": {
     "properties": {
      "allows-editing": "boolean",
      "shows-camera-controls": "boolean"
     },
     "superclass": "UINavigationController"
    },
    "UIImageView": {
     "properties": {
      "highlighted": "boolean",
      "highlighted-image": "image",
      "image": "image",
      "preferred-symbol-configuration": "any"
     },
     "states": [
      "highlighted"
     ],
     "superclass": "UIView"
    },
    "UIInputView": {
     "superclass": "UIView"
    },
    "UIInputViewController": {
     "superclass": "UIViewController"
    },
    "UILabel": {
     "aliases": {
      "text-align": "text-alignment"
     },
     "properties": {
      "-ios-adjusts-font-size": "boolean",
      "-ios-baseline-adjustment": "enum(none|align-baselines|align-centers)",
      "-ios-highlighted-color": "color",
      "-ios-line-break-mode": "enum(wrap|word-wrap|word-wrapping|char-wrap|character-wrap|char-wrapping|clip|clipping|head-truncate|truncate-head|truncating-head|tail-truncate|truncate-tail|truncating-tail|tail-truncation|middle-truncate|truncate-middle|truncating-middle)",
      "-ios-minimum-font-size": "number",
      "-ios-number-of-lines": "number",
      "-mobile-text-key": "string",
      "adjusts-font-for-content-size-category": "boolean",
      "adjusts-font-size-to-fit-width": "boolean",
      "allows-default-tightening-for-truncation": "boolean",
      "attributed-text": "attributed-string",
      "baseline-adjustment": "enum(none=2|align-baselines=0|align-centers=1)",
      "color": {"type": "color", "inherited": true},
      "enabled": "boolean",
      "font": {"type": "font", "inherited": true},
      "font-family": {"type": "string", "inherited": true},
      "font-size": {"type": "number(0...)", "inherited": true},
      "font-style": {"type": "enum(normal|italic)", "inherited": true},
      "font-weight": {"type": "enum(normal|bold|black|heavy|semibold|medium|regular|thin|light|ultralight|ultra-light)", "inherited": true},
      "highlighted": "boolean",
      "highlighted-text-color": "color",
      "line-break-mode": "enum(word-wrap|word-wrapping|char-wrap|character-wrap|char-wrapping|clip|clipping|head-truncate|truncate-head|truncating-head|tail-truncate|truncate-tail|truncating-tail|tail-truncation|middle-truncate|truncate-middle|truncating-middle)",
      "minimum-font-size": "number",
      "minimum-scale-factor": "number(0...1)",
      "number-of-lines": "number(0...)",
      "preferred-max-layout-width": "length",
      "shadow-color": "color",
      "shadow-offset": "size",
      "text": "string",
      "text-alignment": {"type": "enum(left|center|right|justified|natural)", "inherited": true},
      "text-attributes": "object(TextAttributes)",
      "text-color": "color",
      "text-shadow": {"type": "any", "inherited": true}
     },
     "states": [
      "highlighted",
      "disabled"
     ],
     "superclass": "UIView"
    },
    "UIListContentView": {
     "superclass": "UIView"
    },
    "UINavigationBar": {
     "properties": {
      "back-indicator-image": "image",
      "back-indicator-transition-mask-image": "image",
      "background-image": {
       "arguments": {
        "bar-metrics": [
         "default",
         "compact",
         "default-prompt",
         "compact-prompt",
         "landscape-phone",
         "landscape-phone-prompt"
        ],
        "bar-position": [
         "any",
         "bottom",
         "top",
         "top-attached"
        ]
       },
       "type": "image"
      },
      "bar-style": "enum(default=0|black=1|black-opaque=1|black-translucent=2)",
      "bar-tint-color": "color",
      "font": "font",
      "large-title-text-attributes": "object(TextAttributes)",
      "prefers-large-titles": "boolean",
      "shadow-color": "color",
      "shadow-image": "image",
      "shadow-offset": "size",
      "text-color": "color",
      "title-text-attributes": "object(TextAttributes)",
      "title-vertical-position-adjustment": {
       "arguments": {
        "bar-metrics": [
         "default",
         "compact",
         "default-prompt",
         "compact-prompt",
         "landscape-phone",
         "landscape-phone-prompt"
        ]
       },
       "type": "number"
      },
      "translucent": "boolean"
     },
     "superclass": "UIView"
    },
    "UINavigationController": {
     "properties": {
      "navigation-bar": "object(UINavigationBar)",
      "navigation-bar-hidden": "boolean",
      "toolbar": "object(UIToolbar)",
      "toolbar-hidden": "boolean"
     },
     "superclass": "UIViewController"
    },
    "UINavigationItem": {
     "properties": {
      "hides-back-button": "boolean",
      "large-title-display-mode": "enum(automatic=0|always=1|never=2)",
      "prompt": "string",
      "title": "string",
      "title-view": "object(UIView)"
     },
     "superclass": "NSObject"
    },
    "UIPageControl": {
     "properties": {
      "background-style": "enum(automatic=0|prominent=1|minimal=2)",
      "current-page": "number",
      "current-page-indicator-tint-color": "color",
      "hides-for-single-page": "boolean",
      "number-of-pages": "number",
      "page-indicator-tint-color": "color"
     },
     "superclass": "UIControl"
    },
    "UIPageViewController": {
     "superclass": "UIViewController"
    },
    "UIPasteControl": {
     "superclass": "UIControl"
    },
    "UIPickerView": {
     "properties": {
      "shows-selection-indicator": "boolean"
     },
     "superclass": "UIView"
    },
    "UIPopoverBackgroundView": {
     "properties": {
      "arrow-direction": "enum(up|down|left|right|any|unknown)",
      "arrow-offset": "number"
     },
     "superclass": "UIView"
    },
    "UIProgressView": {
     "properties": {
      "progress": "number",
      "progress-image": "image",
      "progress-tint-color": "color",
      "progress-view-style": "enum(default=0|bar=1)",
      "track-image": "image",
      "track-tint-color": "color"
     },
     "superclass": "UIView"
    },
    "UIReferenceLibraryViewController": {
     "superclass": "UIViewController"
    },
    "UIRefreshControl": {
     "properties": {
      "attributed-title": "attributed-string"
     },
     "superclass": "UIControl"
    },
    "UIResponder": {
     "superclass": "NSObject"
    },
    "UIScrollView": {
     "properties": {
      "-ios-scroll-view-indicator-style": "enum(default|black|white)",
      "always-bounce-horizontal": "boolean",
      "always-bounce-vertical": "boolean",
      "bounces": "boolean",
      "bounces-zoom": "boolean",
      "can-cancel-content-touches": "boolean",
      "content-inset": "insets",
      "content-inset-adjustment-behavior": "enum(automatic=0|scrollable-axes=1|never=2|always=3)",
      "content-offset": "point",
      "content-size": "size",
      "deceleration-rate": "enum(normal|fast)",
      "delays-content-touches": "boolean",
      "directional-lock-enabled": "boolean",
      "indicator-style": "enum(default=0|black=1|white=2)",
      "keyboard-dismiss-mode": "enum(none=0|on-drag=1|interactive=2)",
      "maximum-zoom-scale": "number",
      "minimum-zoom-scale": "number",
      "paging-enabled": "boolean",
      "scroll-enabled": "boolean",
      "scroll-indicator-insets": "insets",
      "scrolls-to-top": "boolean",
      "shows-horizontal-scroll-indicator": "boolean",
      "shows-vertical-scroll-indicator": "boolean"
     },
     "superclass": "UIView"
    },
    "UISearchBar": {
     "properties": {
      "autocapitalization-type": "enum(none=0|all-characters=3|sentences=2|words=1)",
      "autocorrection-type": "enum(default=0|no=1|yes=2)",
      "background-image": {
       "arguments": {
        "bar-metrics": [
         "default",
         "compact",
         "default-prompt",
         "compact-prompt",
         "landscape-phone",
         "landscape-phone-prompt"
        ],
        "bar-position": [
         "any",
         "bottom",
         "top",
         "top-attached"
        ]
       },
       "type": "image"
      },
      "bar-style": "enum(default=0|black=1|black-opaque=1|black-translucent=2)",
      "bar-tint-color": "color",
      "enables-return-key-automatically": "boolean",
      "icon-image": {
       "arguments": {
        "icon": [
         "search",
         "clear",
         "bookmark",
         "results-list"
        ]
       },
       "states": "control",
       "type": "image"
      },
      "icon-position-adjustment": {
       "arguments": {
        "icon": [
         "search",
         "clear",
         "bookmark",
         "results-list"
        ]
       },
       "type": "point"
      },
      "image": {
       "arguments": {
        "icon": [
         "search",
         "clear",
         "bookmark",
         "results-list"
        ]
       },
       "states": "control",
       "type": "image"
      },
      "keyboard-appearance": "enum(default=0|alert=1|dark=1|light=2)",
      "keyboard-type": "enum(default=0|alphabet=1|ascii-capable=1|decimal-pad=8|email-address=7|name-phone-pad=6|number-pad=4|numbers-and-punctuation=2|phone-pad=5|twitter=9|url=3|web-search=10)",
      "placeholder": "string",
      "position-adjustment": {
       "arguments": {
        "icon": [
         "search",
         "clear",
         "bookmark",
         "results-list"
        ]
       },
       "type": "point"
      },
      "prompt": "string",
      "return-key-type": "enum(default=0|go=1|google=2|join=3|next=4|route=5|search=6|send=7|yahoo=8|done=9|emergency-call=10)",
      "scope-bar-background-image": "image",
      "scope-bar-button-background-image": {
       "states": "control",
       "type": "image"
      },
      "scope-bar-button-divider-image": {
       "arguments": {
        "left-segment-state": [
         "normal",
         "highlighted",
         "disabled",
         "selected"
        ],
        "right-segment-state": [
         "normal",
         "highlighted",
         "disabled",
         "selected"
        ]
       },
       "type": "image"
      },
      "scope-bar-button-title-text-attributes": {
       "states": "control",
       "type": "object(TextAttributes)"
      },
      "search-bar-style": "enum(default=0|minimal=2|prominent=1)",
      "search-field-background-image": {
       "states": "control",
       "type": "image"
      },
      "search-field-background-position-adjustment": "point",
      "search-results-button-selected": "boolean",
      "search-text-position-adjustment": "point",
      "secure-text-entry": "boolean",
      "shows-bookmark-button": "boolean",
      "shows-cancel-button": "boolean",
      "shows-scope-bar": "boolean",
      "shows-search-results-button": "boolean",
      "spell-checking-type": "enum(default=0|no=1|yes=2)",
      "text": "string",
      "translucent": "boolean"
     },
     "superclass": "UIView"
    },
    "UISearchController": {
     "properties": {
      "hides-navigation-bar-during-presentation": "boolean",
      "obscures-background-during-presentation": "boolean",
      "search-bar": "object(UISearchBar)"
     },
     "superclass": "UIViewController"
    },
    "UISearchTextField": {
     "properties": {
      "allows-copying-tokens": "boolean",
      "allows-deleting-tokens": "boolean",
      "token-background-color": "color"
     },
     "superclass": "UITextField"
    },
    "UISegmentedControl": {
     "properties": {
      "apportions-segment-widths-by-content": "boolean",
      "background-image": {
       "arguments": {
        "bar-metrics": [
         "default",
         "compact",
         "default-prompt",
         "compact-prompt",
         "landscape-phone",
         "landscape-phone-prompt"
        ]
       },
       "states": "control",
       "type": "image"
      },
      "content-position-adjustment": {
       "arguments": {
        "bar-metrics": [
         "default",
         "compact",
         "default-prompt",
         "compact-prompt",
         "landscape-phone",
         "landscape-phone-prompt"
        ],
        "segment-type": [
         "any",
         "left",
         "center",
         "right",
         "alone"
        ]
       },
       "type": "point"
      },
      "divider-image": {
       "arguments": {
        "bar-metrics": [
         "default",
         "compact",
         "default-prompt",
         "compact-prompt",
         "landscape-phone",
         "landscape-phone-prompt"
        ],
        "left-segment-state": [
         "normal",
         "highlighted",
         "disabled",
         "selected"
        ],
        "right-segment-state": [
         "normal",
         "highlighted",
         "disabled",
         "selected"
        ]
       },
       "type": "image"
      },
      "font": "font",
      "momentary": "boolean",
      "selected-segment-index": "number",
      "selected-segment-tint-color": "color",
      "shadow-color": "color",
      "shadow-offset": "size",
      "text-color": {
       "states": "control",
       "type": "color"
      },
      "title-text-attributes": {
       "states": "control",
       "type": "object(TextAttributes)"
      }
     },
     "superclass": "UIControl"
    },
    "UISlider": {
     "properties": {
      "continuous": "boolean",
      "maximum-track-image": {
       "states": "control",
       "type": "image"
      },
      "maximum-track-tint-color": "color",
      "maximum-value": "number",
      "maximum-value-image": "image",
      "minimum-track-image": {
       "states": "control",
       "type": "image"
      },
      "minimum-track-tint-color": "color",
      "minimum-value": "number",
      "minimum-value-image": "image",
      "thumb-image": {
       "states": "control",
       "type": "image"
      },
      "thumb-tint-color": "color",
      "value": "number"
     },
     "superclass": "UIControl"
    },
    "UISplitViewController": {
     "superclass": "UIViewController"
    },
    "UIStackView": {
     "properties": {
      "alignment": "enum(fill=0|leading=1|top=1|first-baseline=2|center=3|trailing=4|bottom=4|last-baseline=5)",
      "axis": "enum(horizontal=0|vertical=1)",
      "baseline-relative-arrangement": "boolean",
      "distribution": "enum(fill=0|fill-equally=1|fill-proportionally=2|equal-spacing=3|equal-centering=4)",
      "layout-margins-relative-arrangement": "boolean",
      "spacing": "length"
     },
     "superclass": "UIView"
    },
    "UIStepper": {
     "properties": {
      "autorepeat": "boolean",
      "background-image": {
       "states": "control",
       "type": "image"
      },
      "continuous": "boolean",
      "decrement-image": {
       "states": "control",
       "type": "image"
      },
      "divider-image": {
       "arguments": {
        "left-segment-state": [
         "application",
         "disabled",
         "focused",
         "highlighted",
         "highlighted-focused",
         "normal",
         "reserved",
         "selected",
         "selected-focused",
         "selected-highlighted",
         "selected-highlighted-focused"
        ],
        "right-segment-state": [
         "application",
         "disabled",
         "focused",
         "highlighted",
         "highlighted-focused",
         "normal",
         "reserved",
         "selected",
         "selected-focused",
         "selected-highlighted",
         "selected-highlighted-focused"
        ]
       },
       "type": "image"
      },
      "increment-image": {
       "states": "control",
       "type": "image"
      },
      "maximum-value": "number",
      "minimum-value": "number",
      "step-value": "number",
      "value": "number",
      "wraps": "boolean"
     },
     "superclass": "UIControl"
    },
    "UISwitch": {
     "properties": {
      "off-image": "image",
      "on": "boolean",
      "on-image": "image",
      "on-tint-color": "color",
      "preferred-style": "enum(automatic=0|checkbox=1|sliding=2)",
      "thumb-tint-color": "color"
     },
     "states": [
      "on"
     ],
     "superclass": "UIControl"
    },
    "UITabBar": {
     "properties": {
      "background-image": "image",
      "bar-style": "enum(default|black|black-opaque|black-translucent)",
      "bar-tint-color": "color",
      "item-positioning": "enum(automatic|centered|fill)",
      "item-spacing": "length",
      "item-width": "length",
      "selected-image-tint-color": "color",
      "selection-indicator-image": "image",
      "shadow-image": "image",
      "translucent": "boolean",
      "unselected-item-tint-color": "color"
     },
     "superclass": "UIView"
    },
    "UITabBarController": {
     "properties": {
      "tab-bar": "object(UITabBar)"
     },
     "superclass": "UIViewController"
    },
    "UITabBarItem": {
     "properties": {
      "badge-color": "color",
      "badge-value": "string",
      "selected-image": "image",
      "title-position-adjustment": "point"
     },
     "superclass": "UIBarItem"
    },
    "UITableView": {
     "properties": {
      "-ios-table-view-cell-separator-style": "enum(none|single-line|single-line-etched)",
      "allows-multiple-selection": "boolean",
      "allows-multiple-selection-during-editing": "boolean",
      "allows-selection": "boolean",
      "allows-selection-during-editing": "boolean",
      "background-view": "object(UIView)",
      "cell-layout-margins-follow-readable-width": "boolean",
      "estimated-row-height": "length",
      "estimated-section-footer-height": "length",
      "estimated-section-header-height": "length",
      "row-height": "length",
      "section-footer-height": "length",
      "section-header-height": "length",
      "section-index-background-color": "color",
      "section-index-color": "color",
      "section-index-minimum-display-row-count": "number",
      "section-index-tracking-background-color": "color",
      "separator-color": "color",
      "separator-hidden": "boolean",
      "separator-inset": "insets",
      "separator-style": "enum(none=0|single-line=1|single-line-etched=2)",
      "table-footer-view": "object(UIView)",
      "table-header-view": "object(UIView)"
     },
     "superclass": "UIScrollView"
    },
    "UITableViewCell": {
     "properties": {
      "accessory-type": "enum(none=0|checkmark=3|detail-button=4|disclosure-button|disclosure-indicator=1|detail-disclosure-button=2)",
      "background-view": "object(UIView)",
      "content-view": "object(UIView)",
      "detail-text-label": "object(UILabel)",
      "editing": "boolean",
      "editing-accessory-type": "enum(none=0|checkmark=3|detail-button=4|disclosure-button|disclosure-indicator=1|detail-disclosure-button=2)",
      "highlighted": "boolean",
      "image-view": "object(UIImageView)",
      "indentation-level": "number",
      "indentation-width": "length",
      "multiple-selection-background-view": "object(UIView)",
      "selected": "boolean",
      "selected-background-view": "object(UIView)",
      "selection-style": "enum(none=0|default=3|blue=1|gray=2)",
      "separator-hidden": "boolean",
      "separator-inset": "insets",
      "should-indent-while-editing": "boolean",
      "shows-reorder-control": "boolean",
      "text-label": "object(UILabel)"
     },
     "states": [
      "selected",
      "highlighted",
      "editing"
     ],
     "superclass": "UIView"
    },
    "UITableViewController": {
     "properties": {
      "clears-selection-on-view-will-appear": "boolean",
      "table-view": "object(UITableView)"
     },
     "superclass": "UIViewController"
    },
    "UITableViewHeaderFooterView": {
     "properties": {
      "background-view": "object(UIView)",
      "content-view": "object(UIView)",
      "detail-text-label": "object(UILabel)",
      "text-label": "object(UILabel)"
     },
     "superclass": "UIView"
    },
    "UITextField": {
     "aliases": {
      "text-align": "text-alignment"
     },
     "properties": {
      "-ios-adjusts-font-size": "boolean",
      "-ios-minimum-font-size": "number",
      "-mobile-content-halign": "enum(left|center|right|fill)",
      "-mobile-content-valign": "enum(middle|top|bottom|fill)",
      "-mobile-text-key": "string",
      "adjusts-font-size-to-fit-width": "boolean",
      "attributed-text": "attributed-string",
      "autocapitalization-type": "enum(none=0|all-characters=3|sentences=2|words=1)",
      "autocorrection-type": "enum(default=0|no=1|yes=2)",
      "background": "image",
      "background-image": "image",
      "border-style": "enum(none|bezel|line|rounded-rect)",
      "clear-button-mode": "enum(never|always|unless-editing|while-editing)",
      "clears-on-begin-editing": "boolean",
      "clears-on-insertion": "boolean",
      "color": "color",
      "default-text-attributes": "object(TextAttributes)",
      "disabled-background": "image",
      "enables-return-key-automatically": "boolean",
      "font": "font",
      "input-accessory-view": "object(UIView)",
      "input-view": "object(UIView)",
      "keyboard-appearance": "enum(default=0|alert=1|dark=1|light=2)",
      "keyboard-type": "enum(default=0|alphabet=1|ascii-capable=1|decimal-pad=8|email-address=7|name-phone-pad=6|number-pad=4|numbers-and-punctuation=2|phone-pad=5|twitter=9|url=3|web-search=10)",
      "left-view-mode": "enum(never|always|unless-editing|while-editing)",
      "minimum-font-size": "number",
      "placeholder": "string",
      "placeholder-color": "color",
      "return-key-type": "enum(default=0|go=1|google=2|join=3|next=4|route=5|search=6|send=7|yahoo=8|done=9|emergency-call=10)",
      "right-view-mode": "enum(never|always|unless-editing|while-editing)",
      "secure-text-entry": "boolean",
      "spell-checking-type": "enum(default=0|no=1|yes=2)",
      "text": "string",
      "text-alignment": "enum(left|center|right|justified|natural)",
      "text-color": "color",
      "text-insets": "insets"
     },
     "superclass": "UIControl"
    },
    "UITextView": {
     "aliases": {
      "text-align": "text-alignment"
     },
     "properties": {
      "allows-editing-text-attributes": "boolean",
      "attributed-text": "attributed-string",
      "autocapitalization-type": "enum(none=0|all-characters=3|sentences=2|words=1)",
      "autocorrection-type": "enum(default=0|no=1|yes=2)",
      "clears-on-insertion": "boolean",
      "data-detector-types": "list(enum(all|none|address|calendar-event|link|phone-number))",
      "editable": "boolean",
      "enables-return-key-automatically": "boolean",
      "font": "font",
      "input-accessory-view": "object(UIView)",
      "input-view": "object(UIView)",
      "keyboard-appearance": "enum(default=0|alert=1|dark=1|light=2)",
      "keyboard-type": "enum(default=0|alphabet=1|ascii-capable=1|decimal-pad=8|email-address=7|name-phone-pad=6|number-pad=4|numbers-and-punctuation=2|phone-pad=5|twitter=9|url=3|web-search=10)",
      "link-text-attributes": "object(TextAttributes)",
      "return-key-type": "enum(default=0|go=1|google=2|join=3|next=4|route=5|search=6|send=7|yahoo=8|done=9|emergency-call=10)",
      "secure-text-entry": "boolean",
      "selectable": "boolean",
      "spell-checking-type": "enum(default=0|no=1|yes=2)",
      "text": "string",
      "text-alignment": "enum(left|center|right|justified|natural)",
      "text-color": "color",
      "text-container": "object(TextContainer)",
      "text-container-inset": "insets",
      "typing-attributes": "object(TextAttributes)"
     },
     "superclass": "UIScrollView"
    },
    "UIToolbar": {
     "properties": {
      "background-image": {
       "arguments": {
        "bar-metrics": [
         "default",
         "compact",
         "default-prompt",
         "compact-prompt",
         "landscape-phone",
         "landscape-phone-prompt"
        ],
        "bar-position": [
         "any",
         "bottom",
         "top",
         "top-attached"
        ],
        "toolbar-position": [
         "any",
         "bottom",
         "top",
         "top-attached"
        ]
       },
       "type": "image"
      },
      "bar-style": "enum(default=0|black=1|black-opaque=1|black-translucent=2)",
      "bar-tint-color": "color",
      "shadow-image": {
       "arguments": {
        "bar-position": [
         "any",
         "bottom",
         "top",
         "top-attached"
        ],
        "toolbar-position": [
         "any",
         "bottom",
         "top",
         "top-attached"
        ]
       },
       "type": "image"
      },
      "translucent": "boolean"
     },
     "superclass": "UIView"
    },
    "UIVideoEditorController": {
     "properties": {
      "video-maximum-duration": "number"
     },
     "superclass": "UINavigationController"
    },
    "UIView": {
     "aliases": {
      "anchor-point": "layer.anchor-point",
      "border-color": "layer.border-color",
      "border-radius": "layer.corner-radius",
      "border-width": "layer.border-width",
      "corner-radius": "layer.corner-radius",
      "opacity": "alpha",
      "shadow-color": "layer.shadow-color",
      "shadow-offset": "layer.shadow-offset",
      "shadow-opacity": "layer.shadow-opacity",
      "shadow-radius": "layer.shadow-radius"
     },
     "properties": {
      "-ios-autoresizing": "list(enum(none|left|top|right|bottom|width|height|all|margins|dimensions))",
      "-ios-tint-color": "color",
      "-mobile-halign": "enum(left|right|center)",
      "-mobile-hpadding": "length",
      "-mobile-relative": "relative-view",
      "-mobile-valign": "enum(top|bottom|middle)",
      "-mobile-vpadding": "length",
      "accessibility-identifier": "string",
      "accessibility-label": "string",
      "alpha": "number(0...1)",
      "autoresizes-subviews": "boolean",
      "autoresizing-mask": "list(enum(none|width|flexible-width|height|flexible-height|top|flexible-top-margin|bottom|flexible-bottom-margin|left|flexible-left-margin|right|flexible-right-margin))",
      "background-color": "color",
      "border": "any",
      "bottom": "any",
      "bounds": "rect",
      "center": "point",
      "clears-context-before-drawing": "boolean",
      "clips-to-bounds": "boolean",
      "container-name": "list(string)",
      "container-type": "enum(normal|size|inline-size)",
      "content-mode": "enum(scale-to-fill|scale-aspect-fit|scale-aspect-fill|aspect-fit|aspect-fill|redraw|center|top|bottom|left|right|top-left|top-right|bottom-left|bottom-right)",
      "content-scale-factor": "number",
      "directional-layout-margins": "insets",
      "exclusive-touch": "boolean",
      "frame": "rect",
      "height": "any",
      "hidden": "boolean",
      "insets-layout-margins-from-safe-area": "boolean",
      "layer": "object(CALayer)",
      "layout": "layout",
      "layout-margins": "insets",
      "left": "any",
      "margin": "list(length)",
      "margin-bottom": "any",
      "margin-left": "any",
      "margin-right": "any",
      "margin-top": "any",
      "max-height": "any",
      "max-width": "any",
      "min-height": "any",
      "min-width": "any",
      "multiple-touch-enabled": "boolean",
      "opaque": "boolean",
      "padding": "list(length)",
      "preserves-superview-layout-margins": "boolean",
      "right": "any",
      "semantic-content-attribute": "enum(unspecified=0|playback=1|spatial=2|force-left-to-right=3|force-right-to-left=4)",
      "tag": "number",
      "tint-adjustment-mode": "enum(automatic=0|normal=1|dimmed=2)",
      "tint-color": {"type": "color", "inherited": true},
      "top": "any",
      "transform": "transform",
      "transition": "transition",
      "transition-delay": "list(time)",
      "transition-duration": "list(duration)",
      "transition-property": "list(string)",
      "transition-timing-function": "list(easing)",
      "user-interaction-enabled": "boolean",
      "visibility": "enum(hidden|visible)",
      "width": "any"
     },
     "superclass": "UIResponder"
    },
    "UIViewController": {
     "properties": {
      "edges-for-extended-layout": "any",
      "modal-presentation-style": "any",
      "navigation-controller": "object(UINavigationController)",
      "navigation-item": "object(UINavigationItem)",
      "preferred-status-bar-style": "enum(default=0|light-content=1|dark-content=3)",
      "tab-bar-controller": "object(UITabBarController)",
      "title": "string",
      "view": "object(UIView)"
     },
     "superclass": "UIResponder"
    },
    "UIVisualEffectView": {
     "properties": {
      "effect": "enum(extra-light|light|dark|regular|prominent|system-material|system-thin-material|system-ultra-thin-material|system-thick-material|system-chrome-material)"
     },
     "superclass": "UIView"
    },
    "UIWindow": {
     "properties": {
      "window-level": "number"
     },
     "superclass": "UIView"
    }
   }
  }
  """#
