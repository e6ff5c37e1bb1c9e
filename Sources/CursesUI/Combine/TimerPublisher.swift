#if !canImport(Combine)
extension Timer {
    /// The publisher `Timer.publish(every:on:in:)` returns, by the name Apple's Combine gives it,
    /// so `Publishers.Autoconnect<Timer.TimerPublisher>` compiles on Linux too.
    public typealias TimerPublisher = OCombine.TimerPublisher
}
#endif
