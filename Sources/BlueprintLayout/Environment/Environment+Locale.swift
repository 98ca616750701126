import Foundation

// Calendar, locale and time zone, as Blueprint's environment carries them. The layout engine reads
// none of them; elements that format dates or numbers can.

private enum CalendarKey: EnvironmentKey {
    static var defaultValue: Calendar { Calendar.current }
}

private enum LocaleKey: EnvironmentKey {
    static var defaultValue: Locale { Locale.current }
}

private enum TimeZoneKey: EnvironmentKey {
    static var defaultValue: TimeZone { TimeZone.current }
}

extension Environment {
    /// The calendar to display dates in (default `Calendar.current`).
    public var calendar: Calendar {
        get { self[CalendarKey.self] }
        set { self[CalendarKey.self] = newValue }
    }

    /// The locale to format values for (default `Locale.current`).
    public var locale: Locale {
        get { self[LocaleKey.self] }
        set { self[LocaleKey.self] = newValue }
    }

    /// The time zone to display times in (default `TimeZone.current`).
    public var timeZone: TimeZone {
        get { self[TimeZoneKey.self] }
        set { self[TimeZoneKey.self] = newValue }
    }
}
