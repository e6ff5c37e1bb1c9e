// Baseline: the smallest Swift program, measured like the counter demo (`counter.startup` with
// CURSESUI_STARTUP_BINARY): it prints the text the probe waits for and waits for a line.
print("Count: 0")
_ = readLine()
