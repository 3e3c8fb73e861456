import Foundation
import TestSupport

/// Small engines for the external-engine tests, written to a temporary folder as Python scripts.
enum ExternalScripts {
  /// The package's root folder, found from this file.
  static let packageRoot = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent().path

  /// The command that runs the Python example engine.
  static let pythonExample = "\(Python.command) '\(packageRoot)/Examples/python/engine.py'"

  /// Writes a script into a fresh temporary folder and returns its path.
  static func write(_ name: String, _ text: String) throws -> String {
    let folder = FileManager.default.temporaryDirectory.appendingPathComponent("touchcheck-external-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    let path = folder.appendingPathComponent(name).path
    try text.write(toFile: path, atomically: true, encoding: .utf8)
    return path
  }

  /// An engine that is correct (the Python example's hit testing) except that it crashes on a case with a hidden view,
  /// hangs on one with a view of alpha 0, and prints garbage on one with interaction explicitly off, in that order.
  static let faulty = """
    import json, os, sys, time
    sys.path.insert(0, os.path.join(sys.argv[1], "Examples", "python"))
    import engine

    def fault(case):
        views = case["scene"]["views"]
        if any(v.get("hidden") for v in views): return "crash"
        if any(v.get("alpha", 1) == 0 for v in views): return "hang"
        if any(v.get("userInteraction") is False for v in views): return "garbage"
        return None

    for line in sys.stdin:
        request = json.loads(line)
        if "touchcheck" in request:
            print(json.dumps({"protocol": 1, "name": "faulty", "capabilities": ["hitTesting", "severalWindows"]}), flush=True)
            continue
        kind = fault(request["case"])
        if kind == "crash":
            sys.stderr.write("about to fail on request %d\\n" % request["id"])
            raise RuntimeError("boom on a hidden view")
        if kind == "hang":
            sys.stderr.write("thinking forever\\n")
            sys.stderr.flush()
            time.sleep(600)
        if kind == "garbage":
            print("this is not JSON", flush=True)
            continue
        print(json.dumps({"id": request["id"], "trace": engine.run(request["case"])}), flush=True)
    """

  /// The Python example engine (correct) with a debug print to standard output before every reply.
  static let chatty = """
    import json, os, sys
    sys.path.insert(0, os.path.join(sys.argv[1], "Examples", "python"))
    import engine

    for line in sys.stdin:
        request = json.loads(line)
        if "touchcheck" in request:
            print(json.dumps({"protocol": 1, "name": "chatty", "capabilities": ["hitTesting", "severalWindows"]}), flush=True)
            continue
        print("debug: running case %d" % request["id"])
        print(json.dumps({"id": request["id"], "trace": engine.run(request["case"])}), flush=True)
    """

  /// An engine that answers the handshake, then misbehaves on every case in the way its first argument names.
  static let misbehaving = """
    import json, os, sys, time
    mode = sys.argv[1]
    if mode == "no-handshake": sys.exit(4)
    if mode == "bad-handshake":
        print('{"protocol": 9, "name": "x", "capabilities": ["hitTesting"]}', flush=True)
        time.sleep(5)
    for line in sys.stdin:
        request = json.loads(line)
        if "touchcheck" in request:
            print(json.dumps({"protocol": 1, "name": "misbehaving", "capabilities": ["hitTesting"], "future": {"ignored": True}}), flush=True)
            continue
        rid = request["id"]
        if mode == "exit-zero": sys.exit(0)
        if mode == "abort": os.abort()
        if mode == "close-stdout":
            os.close(1)
            time.sleep(600)
        if mode == "flood":
            sys.stdout.write("x" * (3 << 20))
            sys.stdout.flush()
            time.sleep(600)
        if mode == "not-object": print("[1, 2]", flush=True)
        if mode == "no-trace": print(json.dumps({"id": rid}), flush=True)
        if mode == "bad-trace": print(json.dumps({"id": rid, "trace": ["@0 hitTest t1 no-such-view"]}), flush=True)
        if mode == "wrong-id": print(json.dumps({"id": rid + 100, "trace": []}), flush=True)
        if mode == "two-lines":
            print(json.dumps({"id": rid, "trace": []}) + "\\n" + json.dumps({"id": rid, "trace": []}), flush=True)
        if mode == "bad-utf8":
            sys.stdout.buffer.write(b'{"id": 1, "trace": ["\\xff"]}\\n')
            sys.stdout.flush()
        if mode == "error": print(json.dumps({"id": rid, "error": "cannot do this \\u001b[2J"}), flush=True)
    """

  /// The Python example's hit testing, answering twice (the second time 50 ms later) on a case with a hidden view.
  static let doubleOnHidden = """
    import json, os, sys, time
    sys.path.insert(0, os.path.join(sys.argv[1], "Examples", "python"))
    import engine
    for line in sys.stdin:
        request = json.loads(line)
        if "touchcheck" in request:
            print(json.dumps({"protocol": 1, "name": "double", "capabilities": ["hitTesting", "severalWindows"]}), flush=True)
            continue
        reply = json.dumps({"id": request["id"], "trace": engine.run(request["case"])})
        print(reply, flush=True)
        if any(v.get("hidden") for v in request["case"]["scene"]["views"]):
            time.sleep(0.05)
            print(reply, flush=True)
    """

  /// The Python example, answering a case with a hidden view a second time 20 ms later from a timer thread, while it
  /// already answers the next cases: the second reply lands during a later request's wait.
  static let lateOnHidden = """
    import json, os, sys, threading
    sys.path.insert(0, os.path.join(sys.argv[1], "Examples", "python"))
    import engine
    lock = threading.Lock()
    def say(text):
        with lock:
            os.write(1, (text + "\\n").encode())
    for line in sys.stdin:
        request = json.loads(line)
        if "touchcheck" in request:
            say(json.dumps({"protocol": 1, "name": "late", "capabilities": ["hitTesting", "severalWindows"]}))
            continue
        reply = json.dumps({"id": request["id"], "trace": engine.run(request["case"])})
        say(reply)
        if any(v.get("hidden") for v in request["case"]["scene"]["views"]):
            threading.Timer(0.02, say, [reply]).start()
    """

  /// An engine that, on a case, starts a child that keeps its standard output, then exits with status 3.
  static let leavesChild = """
    import json, os, subprocess, sys
    for line in sys.stdin:
        request = json.loads(line)
        if "touchcheck" in request:
            print(json.dumps({"protocol": 1, "name": "leaves-child", "capabilities": ["hitTesting"]}), flush=True)
            continue
        subprocess.Popen(["sleep", "600"])
        sys.stderr.write("exiting, my child keeps stdout\\n")
        sys.stderr.flush()
        os._exit(3)
    """
}
