"""A speech server for Orca that speaks nowhere and writes what it is given.

Orca hands every utterance to its speech server; this one appends each as a JSON line
(time, kind, text) to the file named by $MF_ORCA_SPEECH_LOG, flushed at once, so a test
reads exactly what a user would have heard, when they would have heard it. Orca loads it
by name (settings.speechServerFactory) from $PYTHONPATH."""
import json
import os
import time

from orca import speechserver

_log = open(os.environ.get("MF_ORCA_SPEECH_LOG", os.devnull), "a", buffering=1, encoding="utf-8")


def _write(kind, text):
    if text is None:
        return
    _log.write(json.dumps({"time": time.monotonic(), "kind": kind, "text": str(text)}, ensure_ascii=False) + "\n")


class SpeechServer(speechserver.SpeechServer):
    _active = {}

    @staticmethod
    def getFactoryName():
        return "MaterialFields silent speech"

    @staticmethod
    def getSpeechServers():
        return [SpeechServer.getSpeechServer()]

    @staticmethod
    def get_speech_servers():
        return SpeechServer.getSpeechServers()

    @classmethod
    def getSpeechServer(cls, info=None):
        return cls._active.setdefault("silent", cls())

    @staticmethod
    def shutdownActiveServers():
        SpeechServer._active.clear()

    def getInfo(self):
        return ["MaterialFields silent speech", "silent"]

    def getVoiceFamilies(self):
        return [speechserver.VoiceFamily({"name": "silent", "lang": "en", "dialect": "", "variant": None})]

    def speak(self, text=None, acss=None, interrupt=True):
        _write("speak", text)

    def speakCharacter(self, character, acss=None):
        _write("character", character)

    def speakKeyEvent(self, event, acss=None):
        _write("key", getattr(event, "event_string", event))

    def sayAll(self, utteranceIterator, progressCallback):
        for context, _acss in utteranceIterator:
            _write("sayall", getattr(context, "utterance", context))

    def increaseSpeechRate(self, step=5): pass
    def decreaseSpeechRate(self, step=5): pass
    def increaseSpeechPitch(self, step=0.5): pass
    def decreaseSpeechPitch(self, step=0.5): pass
    def increaseSpeechVolume(self, step=0.5): pass
    def decreaseSpeechVolume(self, step=0.5): pass
    def updateCapitalizationStyle(self): pass
    def updatePunctuationLevel(self): pass
    def stop(self): pass
    def shutdown(self): pass
    def reset(self, text=None, acss=None): pass

    # Orca 46 and later (Debian 13) name the same calls in snake case.
    @classmethod
    def get_speech_server(cls, info=None):
        return cls.getSpeechServer(info)

    def get_info(self):
        return self.getInfo()

    def speak_character(self, character, acss=None):
        self.speakCharacter(character, acss)

    def speak_key_event(self, event, acss=None):
        self.speakKeyEvent(event, acss)

    def say_all(self, utterance_iterator, progress_callback):
        self.sayAll(utterance_iterator, progress_callback)

    def getOutputModule(self):
        return "silent"

    def setOutputModule(self, module): pass

    def list_output_modules(self):
        return ["silent"]
